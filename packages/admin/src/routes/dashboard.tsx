import { BarElement, CategoryScale, Chart, type ChartOptions, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { ApiError, call, withSession } from '../api/client';
import { adminDashboard, type Dashboard, staffSelf } from '../api/contract';
import { formatCount, formatDateTime, formatDay, formatDayMonth, formatMoney, plural } from '../lib/format';
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

/** The waiting orders' age buckets (domain admin-orders.ts `waitingAgeBuckets`), as the chart names them. */
const waitingAgeLabel: Record<Dashboard['waiting_for_payment']['by_age'][number]['bucket'], string> = {
  '0-2': '0–2 dny',
  '3-7': '3–7 dní',
  '8-14': '8–14 dní',
  '15+': 'déle než 14 dní',
};

const moneyAxis = (value: number | string) => formatMoney(Math.round(Number(value) * 100)).replace(/,00(?=\u00a0Kč)/, '');

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.forbidden) {
    return (
      <section className="page">
        <title>Přehled – Konfety administrace</title>
        <h1 tabIndex={-1}>Vítejte v administraci</h1>
        <p>Vaše role zatím nemá v administraci žádnou obrazovku. Obsah webu budete upravovat v dalších částech administrace.</p>
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
            return `${formatCount(age.count)} ${plural(age.count, ['objednávka', 'objednávky', 'objednávek'])} za ${formatMoney(age.total)}`;
          },
        },
      },
    },
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
  };

  const salesOptions: ChartOptions<'bar'> = {
    animation: false,
    maintainAspectRatio: false,
    plugins: { tooltip: { callbacks: { label: (item) => `${formatMoney(Math.round(item.parsed.y! * 100))} (${formatCount(sales[item.dataIndex]?.orders ?? 0)} obj.)` } } },
    scales: { y: { beginAtZero: true, ticks: { callback: moneyAxis } }, x: { grid: { display: false }, ticks: { autoSkipPadding: 8, maxRotation: 0 } } },
  };
  const stateOptions: ChartOptions<'bar'> = {
    animation: false,
    maintainAspectRatio: false,
    indexAxis: 'y',
    plugins: { tooltip: { callbacks: { label: (item) => `${formatCount(item.parsed.x!)} ${plural(item.parsed.x!, ['objednávka', 'objednávky', 'objednávek'])}` } } },
    scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { grid: { display: false } } },
  };

  return (
    <section className="page">
      <title>Přehled – Konfety administrace</title>
      <h1 tabIndex={-1}>Přehled</h1>
      <div className="tiles">
        <article className="tile">
          <h2 className="tile__title">Platby čekající na spárování</h2>
          <p className="tile__figure">{formatCount(waiting.count)}</p>
          <p className="tile__detail">
            {plural(waiting.count, ['objednávka', 'objednávky', 'objednávek'])} za {formatMoney(waiting.total)}
          </p>
          <p className="tile__detail">{waiting.oldest ? `Nejstarší z ${formatDateTime(waiting.oldest)}` : 'Žádná nečeká.'}</p>
          <Link className="tile__link" to="/objednavky?state=waiting_for_payment&payment=bank_transfer&sort=oldest">
            Zobrazit objednávky čekající na platbu
          </Link>
        </article>
        <article className="tile">
          <h2 className="tile__title">Nevyřešené pohyby na účtu</h2>
          <p className="tile__figure">{formatCount(movements)}</p>
          <p className="tile__detail">{movements === 0 ? 'Všechny platby z výpisů jsou spárované.' : `${plural(movements, ['platba', 'platby', 'plateb'])} z výpisů bez objednávky nebo s jinou částkou`}</p>
          <Link className="tile__link" to="/platby">
            Vyřešit v Platbách
          </Link>
        </article>
        <article className="tile">
          <h2 className="tile__title">Tržby za 30 dní</h2>
          <p className="tile__figure">{formatMoney(salesTotal)}</p>
          <p className="tile__detail">
            {formatCount(salesOrders)} {plural(salesOrders, ['objednávka', 'objednávky', 'objednávek'])}
          </p>
        </article>
      </div>

      <div className="charts">
        <article className="panel chart" aria-labelledby="sales-title">
          <h2 id="sales-title">Tržby po dnech</h2>
          <p className="panel__sub">Posledních 30 dní, objednávky s DPH</p>
          <div className="chart__canvas">
            <Bar
              data={{ labels: sales.map((d) => formatDayMonth(d.date)), datasets: [{ label: 'Tržby', data: sales.map((d) => d.total / 100), backgroundColor: '#db2777', borderRadius: 3, maxBarThickness: 28 }] }}
              options={salesOptions}
              role="img"
              aria-label={`Sloupcový graf tržeb po dnech za posledních 30 dní, celkem ${formatMoney(salesTotal)}. Čísla jsou v tabulce pod grafem.`}
            />
          </div>
          <details className="chart__data">
            <summary>Tabulka tržeb po dnech</summary>
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Tržby po dnech">
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">Den</th>
                    <th scope="col" className="num">
                      Objednávky
                    </th>
                    <th scope="col" className="num">
                      Tržby
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
          <h2 id="waiting-title">Platby čekající na spárování podle stáří</h2>
          <p className="panel__sub">
            Objednávky převodem, které ještě nikdo nezaplatil: {formatCount(waiting.count)} za {formatMoney(waiting.total)}
          </p>
          <div className="chart__canvas">
            <Bar
              data={{
                labels: waiting.by_age.map((a) => waitingAgeLabel[a.bucket]),
                datasets: [{ label: 'Objednávky', data: waiting.by_age.map((a) => a.count), backgroundColor: ['#16a34a', '#ca8a04', '#ea580c', '#b91c1c'], borderRadius: 3, maxBarThickness: 48 }],
              }}
              options={ageOptions}
              role="img"
              aria-label="Sloupcový graf počtu objednávek čekajících na platbu podle toho, jak dlouho čekají. Čísla jsou v tabulce pod grafem."
            />
          </div>
          <details className="chart__data">
            <summary>Tabulka čekajících plateb podle stáří</summary>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">Čeká</th>
                  <th scope="col" className="num">
                    Objednávky
                  </th>
                  <th scope="col" className="num">
                    Částka
                  </th>
                </tr>
              </thead>
              <tbody>
                {waiting.by_age.map((a) => (
                  <tr key={a.bucket}>
                    <th scope="row">{waitingAgeLabel[a.bucket]}</th>
                    <td className="num">{formatCount(a.count)}</td>
                    <td className="num">{formatMoney(a.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </article>

        <article className="panel chart" aria-labelledby="states-title">
          <h2 id="states-title">Objednávky podle stavu</h2>
          <p className="panel__sub">Všechny objednávky, celkem {formatCount(stateCount)}</p>
          <div className="chart__canvas">
            <Bar
              data={{
                labels: byState.map((s) => s.state_name),
                datasets: [{ label: 'Objednávky', data: byState.map((s) => s.count), backgroundColor: byState.map((s) => toneColour[stateTone[s.state]]), borderRadius: 3, maxBarThickness: 22 }],
              }}
              options={stateOptions}
              role="img"
              aria-label="Vodorovný sloupcový graf počtu objednávek v jednotlivých stavech. Čísla jsou v tabulce pod grafem."
            />
          </div>
          <details className="chart__data">
            <summary>Tabulka objednávek podle stavu</summary>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">Stav</th>
                  <th scope="col" className="num">
                    Počet
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
