import { useRef } from 'react';
import { useT } from '../../i18n';
import type { StoreStock } from '@konfety/api/contract';

/** "Dostupnost na prodejnách": a button opening a native modal <dialog> with the stock per store (of the chosen variant when there is one). */
export function StoresDialog({ stores, variantId }: { stores: readonly StoreStock[]; variantId: number | null }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const quantity = (s: StoreStock) => (variantId === null ? s.quantity : (s.variants.find((v) => v.id === variantId)?.quantity ?? 0));
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        {t('catalog.stores.open')}
      </button>
      <dialog ref={ref} className="stores-dialog" aria-labelledby="stores-dialog-title" onClick={(e) => e.target === ref.current && ref.current?.close()}>
        <div className="stores-dialog__head">
          <h2 id="stores-dialog-title">{t('catalog.stores.title')}</h2>
          <button type="button" className="stores-dialog__close" onClick={() => ref.current?.close()}>
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
      </dialog>
    </>
  );
}
