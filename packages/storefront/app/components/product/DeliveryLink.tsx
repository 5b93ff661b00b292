import { type MouseEvent, useState } from 'react';
import { useClientUi } from '../../hooks/useClientUi';
import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';

/**
 * "Doprava a platba" on the product page: a link to the delivery-and-payment page, which with scripts opens it in
 * the delivery dialog instead (components/product/DeliveryDialog.tsx, from the on-demand client UI). A click meant
 * for a new tab or window is left to the browser.
 */
export function DeliveryLink() {
  const t = useT();
  const locale = useLocale();
  const [ui, load] = useClientUi();
  const [open, setOpen] = useState(false);
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    load();
    setOpen(true);
  };
  return (
    <>
      <a href={localePath('deliveryInfo', locale)} className="button button--secondary" aria-haspopup="dialog" onClick={onClick}>
        {t('catalog.deliveryInfo.open')}
      </a>
      {open && ui ? <ui.DeliveryDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
