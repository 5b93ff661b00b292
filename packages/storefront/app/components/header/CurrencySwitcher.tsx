import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { CsrfField } from '../global/CsrfField';

/**
 * Currency switcher (SPEC §9: a currency cookie is set on choice): one submit
 * button per currency posting `currency` to /_/currency. Without JavaScript
 * the action redirects back to `redirectTo`; with it the post goes through a
 * fetcher's form (the action's clientAction answers the outcome as data), so
 * the visitor stays on the page, and React Router then reloads its loaders and
 * the shell, whose currency the prices are shown in. (A `<Form>` navigated to
 * the action's URL, which has no page: a blank screen.) A fetcher's own form,
 * not useActionFetcher's submit: 24 B less on every page, which the product
 * page's JavaScript budget needed.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const t = useT();
  const { currencies, currency } = useShell();
  const location = useLocation();
  const labelId = useId();
  const fetcher = useFetcher();
  if (currencies.length < 2) return null;
  return (
    <fetcher.Form method="post" action={actionPaths.currency} preventScrollReset className={`hdr-switch${className ? ` ${className}` : ''}`}>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span id={labelId} className="hdr-switch__label">
        {t('header.currency.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="hdr-switch__list">
        {currencies.map((c) => (
          <button
            key={c.code}
            type="submit"
            name="currency"
            value={c.code}
            className="hdr-switch__option"
            aria-pressed={c.code === currency?.code}
            title={t('header.currency.choose', { code: c.code })}
          >
            {c.code}
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
