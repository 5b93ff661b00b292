import { BarElement, CategoryScale, Chart, type ChartOptions, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { ApiError, call, withSession } from '../api/client';
import { adminDashboard, type Dashboard, staffSelf } from '../api/contract';
import { t } from '../i18n';
import { formatCount, formatDateTime, formatDay, formatDayMonth, formatMoney } from '../lib/format';
import { stateTone, toneColour } from '../lib/states';

/**
 * `/admin`: the dashboard (dashboard:read). Sales of the last 30 days, the payments waiting to be matched by how long
 * they wait, and the orders by state as charts (Chart.js, in this screen's chunk only: the storefront and the other
 * screens never load it); the waiting payments and the bank movements nobody has resolved also as figures that link
 * to their lists. Every chart has its numbers
 * as a table beside it (in a <details>), which is also what a screen reader reads.
 */

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
Chart.defaults.color = '#374151';

type Loaded = { forbidden: false; dashboard: Dashboard } | { forbidden: true };

export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  return withSession(request, async () => {
    try {
      return { forbidden: false, dashboard: await call(adminDashboard, { signal: request.signal }) };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 403) throw e;
      // A role without the dashboard (branch staff) starts at the orders; one with neither gets a greeting.
      const { staff } = await call(staffSelf, { signal: request.signal });
      if (staff.permissions['orders:read']) throw redirect('/objednavky');
      return { forbidden: true };
    }
  });
}

/** The waiting orders' age bucket (domain admin-orders.ts `waitingAgeBuckets`), as the chart names it. */
const waitingAgeLabel = (bucket: Dashboard['waiting_for_payment']['by_age'][number]['bucket']) => t(`dashboard.age.${bucket}`);

const moneyAxis = (value: number | string) => formatMoney(Math.round(Number(value) * 100)).replace(/,00(?=\u00a0Kč)/, '');

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.forbidden) {
    return (
      <section className="page">
        <title>{t('common.documentTitle', { title: t('dashboard.title') })}</title>
        <h1 tabIndex={-1}>{t('dashboard.welcome')}</h1>
        <p>{t('dashboard.welcome.text')}</p>
      </section>
    );
  }
  const { sales_by_day: sales, orders_by_state: byState, waiting_for_payment: waiting, unresolved_movements: movements } = data.dashboard;
  const salesTotal = sales.reduce((sum, day) => sum + day.total, 0);
  const salesOrders = sales.reduce((sum, day) => sum + day.orders, 0);
  const stateCount = byState.reduce((sum, s) => sum + s.count, 0);
  const ageOptions: ChartOptions<'bar'> = {
    animation: false,
    maintainAspectRatio: false,
    plugins: {
      tooltip: {
        callbacks: {
          label: (item) => {
            const age = waiting.by_age[item.dataIndex]!;
            return t('dashboard.byAge.tooltip', { count: age.count, total: formatMoney(age.total) });
          },
        },
      },
    },
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
  };

  const salesOptions: ChartOptions<'bar'> = {
    animation: false,
    maintainAspectRatio: false,
    plugins: { tooltip: { callbacks: { label: (item) => t('dashboard.salesByDay.tooltip', { amount: formatMoney(Math.round(item.parsed.y! * 100)), count: sales[item.dataIndex]?.orders ?? 0 }) } } },
    scales: { y: { beginAtZero: true, ticks: { callback: moneyAxis } }, x: { grid: { display: false }, ticks: { autoSkipPadding: 8, maxRotation: 0 } } },
  };
  const stateOptions: ChartOptions<'bar'> = {
    animation: false,
    maintainAspectRatio: false,
    indexAxis: 'y',
    plugins: { tooltip: { callbacks: { label: (item) => t('common.orderCount', { count: item.parsed.x! }) } } },
    scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { grid: { display: false } } },
  };

  return (
    <section className="page">
      <title>{t('common.documentTitle', { title: t('dashboard.title') })}</title>
      <h1 tabIndex={-1}>{t('dashboard.title')}</h1>
      <div className="tiles">
        <article className="tile">
          <h2 className="tile__title">{t('dashboard.waiting')}</h2>
          <p className="tile__figure">{formatCount(waiting.count)}</p>
          <p className="tile__detail">{t('dashboard.waiting.detail', { count: waiting.count, total: formatMoney(waiting.total) })}</p>
          <p className="tile__detail">{waiting.oldest ? t('dashboard.waiting.oldest', { date: formatDateTime(waiting.oldest) }) : t('dashboard.waiting.none')}</p>
          <Link className="tile__link" to="/objednavky?state=waiting_for_payment&payment=bank_transfer&sort=oldest">
            {t('dashboard.waiting.link')}
          </Link>
        </article>
        <article className="tile">
          <h2 className="tile__title">{t('dashboard.movements')}</h2>
          <p className="tile__figure">{formatCount(movements)}</p>
          <p className="tile__detail">{movements === 0 ? t('dashboard.movements.none') : t('dashboard.movements.detail', { count: movements })}</p>
          <Link className="tile__link" to="/platby">
            {t('dashboard.movements.link')}
          </Link>
        </article>
        <article className="tile">
          <h2 className="tile__title">{t('dashboard.sales')}</h2>
          <p className="tile__figure">{formatMoney(salesTotal)}</p>
          <p className="tile__detail">{t('common.orderCount', { count: salesOrders })}</p>
        </article>
      </div>

      <div className="charts">
        <article className="panel chart" aria-labelledby="sales-title">
          <h2 id="sales-title">{t('dashboard.salesByDay')}</h2>
          <p className="panel__sub">{t('dashboard.salesByDay.sub')}</p>
          <div className="chart__canvas">
            <Bar
              data={{ labels: sales.map((d) => formatDayMonth(d.date)), datasets: [{ label: t('dashboard.salesByDay.series'), data: sales.map((d) => d.total / 100), backgroundColor: '#db2777', borderRadius: 3, maxBarThickness: 28 }] }}
              options={salesOptions}
              role="img"
              aria-label={t('dashboard.salesByDay.chart', { total: formatMoney(salesTotal) })}
            />
          </div>
          <details className="chart__data">
            <summary>{t('dashboard.salesByDay.table')}</summary>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('dashboard.salesByDay')}>
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.salesByDay.day')}</th>
                    <th scope="col" className="num">
                      {t('dashboard.salesByDay.orders')}
                    </th>
                    <th scope="col" className="num">
                      {t('dashboard.salesByDay.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sales.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{formatDay(d.date)}</th>
                      <td className="num">{formatCount(d.orders)}</td>
                      <td className="num">{formatMoney(d.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </article>

        <article className="panel chart" aria-labelledby="waiting-title">
          <h2 id="waiting-title">{t('dashboard.byAge')}</h2>
          <p className="panel__sub">{t('dashboard.byAge.sub', { count: waiting.count, total: formatMoney(waiting.total) })}</p>
          <div className="chart__canvas">
            <Bar
              data={{
                labels: waiting.by_age.map((a) => waitingAgeLabel(a.bucket)),
                datasets: [{ label: t('dashboard.byAge.series'), data: waiting.by_age.map((a) => a.count), backgroundColor: ['#16a34a', '#ca8a04', '#ea580c', '#b91c1c'], borderRadius: 3, maxBarThickness: 48 }],
              }}
              options={ageOptions}
              role="img"
              aria-label={t('dashboard.byAge.chart')}
            />
          </div>
          <details className="chart__data">
            <summary>{t('dashboard.byAge.table')}</summary>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.byAge.age')}</th>
                  <th scope="col" className="num">
                    {t('dashboard.byAge.orders')}
                  </th>
                  <th scope="col" className="num">
                    {t('dashboard.byAge.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {waiting.by_age.map((a) => (
                  <tr key={a.bucket}>
                    <th scope="row">{waitingAgeLabel(a.bucket)}</th>
                    <td className="num">{formatCount(a.count)}</td>
                    <td className="num">{formatMoney(a.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </article>

        <article className="panel chart" aria-labelledby="states-title">
          <h2 id="states-title">{t('dashboard.byState')}</h2>
          <p className="panel__sub">{t('dashboard.byState.sub', { count: stateCount })}</p>
          <div className="chart__canvas">
            <Bar
              data={{
                labels: byState.map((s) => s.state_name),
                datasets: [{ label: t('dashboard.byState.series'), data: byState.map((s) => s.count), backgroundColor: byState.map((s) => toneColour[stateTone[s.state]]), borderRadius: 3, maxBarThickness: 22 }],
              }}
              options={stateOptions}
              role="img"
              aria-label={t('dashboard.byState.chart')}
            />
          </div>
          <details className="chart__data">
            <summary>{t('dashboard.byState.table')}</summary>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.byState.state')}</th>
                  <th scope="col" className="num">
                    {t('dashboard.byState.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {byState.map((s) => (
                  <tr key={s.state}>
                    <th scope="row">
                      <Link to={`/objednavky?state=${s.state}`}>{s.state_name}</Link>
                    </th>
                    <td className="num">{formatCount(s.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </article>
      </div>
    </section>
  );
}
