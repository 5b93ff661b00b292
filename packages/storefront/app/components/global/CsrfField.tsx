import { useOptionalShell } from '../../lib/shell';

/**
 * The CSRF token every storefront form repeats (packages/server/src/csrf.ts).
 * Browsers that send Origin or Sec-Fetch-Site are checked by those; this field
 * lets a form work from one that sends neither.
 */
export function CsrfField() {
  const token = useOptionalShell()?.csrfToken;
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}
