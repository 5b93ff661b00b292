import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';
import { ModalPanel } from '../global/ModalPanel';

/**
 * SPEC §2 the product page's delivery modal: the delivery-and-payment page in an iframe (its frame version,
 * routes/delivery-info.tsx, which only the shop's own pages may frame), and a link to the page itself. Comes with
 * the on-demand client UI (routes/actions/client-ui.ts), not with the product page's scripts.
 */
export function DeliveryDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ModalPanel title={t('catalog.deliveryInfo.title')} onClose={onClose} wide>
      <iframe className="global-modal__frame" src={localePath('deliveryInfoFrame', locale)} title={t('catalog.deliveryInfo.frame')} />
      <p className="global-modal__more">
        <a href={localePath('deliveryInfo', locale)}>{t('catalog.deliveryInfo.page')}</a>
      </p>
    </ModalPanel>
  );
}
