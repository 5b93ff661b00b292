import { useState } from 'react';
import { useLocation } from 'react-router';
import type { DetailVariant } from '@konfety/api/contract';
import { useUser } from '../../hooks/useCart';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { CsrfField } from '../global/CsrfField';
import { Field } from '../forms/Field';

type WatchedVariant = Pick<DetailVariant, 'id' | 'name'>;

/**
 * The stock watchdog (SPEC §3/§6/§8): "let me know when it is back" on a variant the shop has none of. A guest gives
 * an e-mail; a logged-in customer finds theirs filled in. A plain POST to `/_/watchdog`, with or without JavaScript:
 * the action answers with a 303 back to the page and the outcome in the one-time flash, shown here (the product
 * page's script budget has no room for a fetcher's state, and a watchdog is set rarely). The product page is shared
 * by the page cache, so nothing of the visitor is in its markup: the account's e-mail comes after hydration
 * (`useUser`). The variants without stock are a choice of the form itself, so its markup does not change when the
 * page hydrates; the one chosen above is preselected.
 */
export function WatchdogForm({
  productId,
  variants,
  watchable,
  chosen,
}: {
  productId: number;
  variants: readonly WatchedVariant[];
  /** The variants a watchdog may be set on (the loader asks the domain's `watchdogApplies`, which stays off the page's scripts). */
  watchable: readonly number[];
  chosen: number | null;
}) {
  const t = useT();
  const shell = useShell();
  const user = useUser();
  const location = useLocation();
  // The flash belongs to the page it came back with; a later client-side navigation drops it.
  const [flashKey] = useState(location.key);
  const watched = variants.filter((v) => watchable.includes(v.id));
  if (watched.length === 0) return null;
  const preselected = watched.find((v) => v.id === chosen)?.id;
  const shown = location.key === flashKey && shell.flash?.form === 'watchdog' ? shell.flash : null;

  return (
    <form method="post" action={actionPaths.watchdog} className="watchdog" aria-labelledby="watchdog-title">
      <CsrfField />
      <h2 id="watchdog-title" className="watchdog__title">
        {t('catalog.watchdog.title')}
      </h2>
      <p className="watchdog__lead">{t('catalog.watchdog.lead')}</p>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {variants.length === 1 ? (
        <input type="hidden" name="variantId" value={watched[0]!.id} />
      ) : (
        <label className="watchdog__variant">
          {t('catalog.variant.legend')}
          <select name="variantId" key={preselected} defaultValue={preselected}>
            {watched.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Field
        key={user?.email}
        label={t('catalog.watchdog.email')}
        errors={shown?.errors?.email ?? shown?.errors?.variantId}
        required={!user}
        autoFocus={Boolean(shown?.errors)}
        classes={{ field: 'watchdog__field', row: 'watchdog__row', error: 'watchdog__error' }}
        input={{ type: 'email', name: 'email', autoComplete: 'email', maxLength: 254, defaultValue: user?.email }}
        after={
          <button type="submit" className="button button--secondary">
            {t('catalog.watchdog.submit')}
          </button>
        }
      />
      <p role="status" className={shown?.ok ? 'watchdog__done' : 'watchdog__failed'}>
        {shown?.message}
      </p>
    </form>
  );
}
