import './influencer.css';
import type { InfluencerStatistics as Statistics } from '@konfety/api/contract';
import { formatPercent } from '@konfety/domain/format';
import { useLocale, useT, type UiKey } from '../../i18n';
import { usePrice } from '../../lib/price';

/** The four figures of SPEC §1 as tiles, each with how it is worked out (the API's definitions, in words). */
const TILES: Array<{ key: 'used_vouchers' | 'total_vouchers' | 'unpaid_commission' | 'total_margin'; label: UiKey; help: UiKey; money: boolean }> = [
  { key: 'used_vouchers', label: 'influencer.stat.used', help: 'influencer.stat.usedHelp', money: false },
  { key: 'total_vouchers', label: 'influencer.stat.total', help: 'influencer.stat.totalHelp', money: false },
  { key: 'unpaid_commission', label: 'influencer.stat.unpaid', help: 'influencer.stat.unpaidHelp', money: true },
  { key: 'total_margin', label: 'influencer.stat.margin', help: 'influencer.stat.marginHelp', money: true },
];

/** /account/influencer: the figures, then every code with its uses, the discount it gave and the commission it earned. */
export function InfluencerStatistics({ statistics }: { statistics: Statistics }) {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const count = new Intl.NumberFormat(locale);
  const percent = (value: number) => formatPercent(Math.round(value * 100), locale);
  return (
    <section className="influencer" aria-labelledby="influencer-title">
      <h1 id="influencer-title">{t('influencer.title')}</h1>
      <p className="influencer__lead">{t('influencer.lead')}</p>
      <dl className="influencer__tiles">
        {TILES.map((tile) => (
          <div key={tile.key} className={tile.money ? 'influencer__tile influencer__tile--money' : 'influencer__tile'}>
            <dt className="influencer__tile-label">{t(tile.label)}</dt>
            <dd className="influencer__tile-value">{tile.money ? price(statistics[tile.key]) : count.format(statistics[tile.key])}</dd>
            <dd className="influencer__tile-help">{t(tile.help)}</dd>
          </div>
        ))}
      </dl>

      <h2 id="influencer-codes-title">{t('influencer.codes.title')}</h2>
      {statistics.codes.length === 0 ? (
        <p>{t('influencer.codes.empty')}</p>
      ) : (
        <div className="influencer__scroll" role="region" aria-labelledby="influencer-codes-title" tabIndex={0}>
          <table className="influencer__table">
            <caption>{t('influencer.codes.count', { count: statistics.codes.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('influencer.codes.code')}</th>
                <th scope="col">{t('influencer.codes.discountValue')}</th>
                <th scope="col">{t('influencer.codes.commissionRate')}</th>
                <th scope="col" className="influencer__num">{t('influencer.codes.uses')}</th>
                <th scope="col" className="influencer__num">{t('influencer.codes.limit')}</th>
                <th scope="col" className="influencer__num">{t('influencer.codes.discountGiven')}</th>
                <th scope="col" className="influencer__num">{t('influencer.codes.commission')}</th>
                <th scope="col" className="influencer__num">{t('influencer.codes.unpaid')}</th>
                <th scope="col">{t('influencer.codes.state')}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.codes.map((code) => (
                <tr key={code.id}>
                  <th scope="row">
                    <code className="influencer__code">{code.code}</code>
                    {code.name ? <span className="influencer__code-name">{code.name}</span> : null}
                  </th>
                  <td>{code.voucher_type === 'percent' ? formatPercent(code.value, locale) : price(code.value)}</td>
                  <td>{code.commission_percent === null ? t('influencer.codes.noCommission') : percent(code.commission_percent)}</td>
                  <td className="influencer__num">{count.format(code.uses)}</td>
                  <td className="influencer__num">{code.quantity === null ? t('influencer.codes.unlimited') : count.format(code.quantity)}</td>
                  <td className="influencer__num">{price(code.discount)}</td>
                  <td className="influencer__num">{price(code.commission)}</td>
                  <td className="influencer__num">{price(code.unpaid_commission)}</td>
                  <td>
                    <span className={code.active ? 'influencer__state influencer__state--active' : 'influencer__state'}>
                      {t(code.active ? 'influencer.codes.active' : 'influencer.codes.inactive')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
