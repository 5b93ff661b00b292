import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { CsrfField } from '../global/CsrfField';

/**
 * Currency switcher (SPEC §9: a currency cookie is set on choice): one submit
 * button per currency posting `currency` to /_/currency. Without JavaScript
 * the action redirects back; with it React Router submits, follows the
 * redirect in place and reloads the shell, so prices re-render.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const t = useT();
  const { currencies, currency } = useShell();
  const location = useLocation();
  const labelId = useId();
  if (currencies.length < 2) return null;
  return (
    <Form method="post" action={actionPaths.currency} replace preventScrollReset className={`hdr-switch${className ? ` ${className}` : ''}`}>
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
    </Form>
  );
}
