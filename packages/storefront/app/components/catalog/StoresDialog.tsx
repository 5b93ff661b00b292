import { useState } from 'react';
import { useT } from '../../i18n';
import type { StoreStock } from '@konfety/api/contract';
import { Dialog } from '../dialog/Dialog';

/**
 * "Dostupnost na prodejnách": a button opening a modal `Dialog` with the stock per store (of the chosen variant when
 * there is one), and the SPEC §8 notice that a product not in stock at a store may take up to 10 days there
 * (DELIVERY_DAYS_NOT_AT_STORE_MAX, as the checkout says for a pickup store).
 */
export function StoresDialog({ stores, variantId }: { stores: readonly StoreStock[]; variantId: number | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const quantity = (s: StoreStock) => (variantId === null ? s.quantity : (s.variants.find((v) => v.id === variantId)?.quantity ?? 0));
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('catalog.stores.open')}
      </button>
      <Dialog open={open} onClose={close} className="stores-dialog" aria-labelledby="stores-dialog-title">
        <div className="stores-dialog__head">
          <h2 id="stores-dialog-title">{t('catalog.stores.title')}</h2>
          <button type="button" className="stores-dialog__close" onClick={close}>
            {t('catalog.stores.close')}
          </button>
        </div>
        {stores.length === 0 ? (
          <p>{t('catalog.stores.empty')}</p>
        ) : (
          <table className="stores-table">
            <thead>
              <tr>
                <th scope="col">{t('catalog.stores.store')}</th>
                <th scope="col">{t('catalog.stores.quantity')}</th>
                <th scope="col">{t('catalog.stores.state')}</th>
              </tr>
            </thead>
            <tbody>
              {stores.map((s) => {
                const q = quantity(s);
                const inStock = q > 0;
                return (
                  <tr key={s.id}>
                    <th scope="row">
                      {s.name}
                      <span className="stores-table__city">{s.city}</span>
                    </th>
                    <td>{t('catalog.stores.pieces', { count: q })}</td>
                    <td className={`availability availability--${inStock ? 'normal' : 'danger'}`}>{inStock ? t('catalog.stores.available') : t('catalog.stores.none')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="stores-dialog__note">{t('catalog.stores.upTo10Days')}</p>
      </Dialog>
    </>
  );
}
