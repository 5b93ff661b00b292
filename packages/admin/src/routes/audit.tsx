import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { call, withSession } from '../api/client';
import type { StaffMe } from '../api/contract';
import { adminAudit, adminAuditQuery, type AuditEntry, type AuditQuery } from '../api/staff-contract';
import { columnClasses } from '../components/table';
import { TableBody, TableHead } from '../components/TableParts';
import { Field, fieldClasses, SelectField } from '../components/shared';
import { t } from '../i18n';
import { formatDateTime } from '../lib/format';
import { parseListQuery, searchValues } from '../lib/list-query';
import { can, useStaff } from './layout';
import '../styles/staff.css';

/**
 * `/admin/zaznam-zmen`: the audit log (audit:read: administrators, shop managers) — every change, newest first, with
 * who made it (and from which address), what kind of change, which record (linked where the back office shows it)
 * and its values before and after. Filters in the URL (checked by the API's own query schema; a bad one is dropped
 * and named); pages by the last row shown (`before`), so an old page costs what the first one does.
 */

const FILTERS = ['staff', 'action', 'entity', 'entity_id', 'from', 'to', 'before'] as const;

function parseQuery(search: URLSearchParams): { query: AuditQuery; dropped: string[] } {
  return parseListQuery(adminAuditQuery, searchValues(search, FILTERS));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, dropped } = parseQuery(new URL(request.url).searchParams);
  return withSession(request, async () => ({ page: await call(adminAudit, { query, signal: request.signal }), query, dropped }));
}

const FILTER_NAMES: Record<string, () => string> = {
  staff: () => t('audit.filter.staff'),
  action: () => t('audit.filter.action'),
  entity: () => t('audit.filter.entity'),
  entity_id: () => t('audit.filter.entityId'),
  from: () => t('audit.filter.from'),
  to: () => t('audit.filter.to'),
  before: () => t('audit.older'),
};

/** A value of the before/after columns as one line: text as it is, anything else as JSON. */
const shown = (value: unknown): string => (value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields a change touched: each key of `before` or `after` whose value differs (or is only on one side). */
function changedFields(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { '': v });
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}

/** Where the back office shows a change's record, if anywhere this staff member may go. */
function recordHref(e: AuditEntry, staff: StaffMe): string | null {
  if (e.entity_id === null) return null;
  if (e.entity === 'order' && can(staff, 'orders:read')) return `/objednavky/${e.entity_id}`;
  if (e.entity === 'staff' && can(staff, 'staff:manage')) return '/personal';
  if ((e.entity === 'bank_import' || e.entity === 'bank_movement') && can(staff, 'payments:match')) return '/platby';
  if (e.entity === 'branch' && can(staff, 'stock:read') && /^\d+$/.test(e.entity_id)) return `/sklad?branch=${e.entity_id}`;
  return null;
}

const features = tableFeatures({});
const classes = columnClasses([], ['at']);
const column = createColumnHelper<typeof features, AuditEntry>();

export function Component() {
  const { page, query, dropped } = useLoaderData<typeof loader>();
  const staff = useStaff();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const filtered = FILTERS.some((name) => name !== 'before' && search.has(name));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', { header: t('audit.col.when'), cell: (info) => formatDateTime(info.getValue()) }),
        column.accessor('actor', {
          header: t('audit.col.who'),
          cell: (info) => {
            const e = info.row.original;
            return (
              <>
                <span className="audit__actor">{e.actor}</span>
                {e.ip ? <span className="audit__ip">{t('audit.fromAddress', { ip: e.ip })}</span> : null}
              </>
            );
          },
        }),
        column.accessor('action_label', { header: t('audit.col.what') }),
        column.accessor('entity_label', {
          header: t('audit.col.record'),
          cell: (info) => {
            const e = info.row.original;
            const href = recordHref(e, staff);
            const label = e.entity_id === null ? e.entity_label : `${e.entity_label} ${e.entity_id}`;
            return href ? <Link to={href}>{label}</Link> : label;
          },
        }),
        column.display({
          id: 'details',
          header: t('audit.col.details'),
          cell: (info) => <Changes entry={info.row.original} />,
        }),
      ]),
    [staff],
  );
  const table = useTable({ features, columns, data: page.entries, getRowId: (e) => String(e.id) });
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return `/zaznam-zmen${text ? `?${text}` : ''}`;
  };

  return (
    <section className="page page--wide">
      <title>{`${query.before ? t('audit.titlePaged') : t('audit.title')} – Konfety administrace`}</title>
      <h1 tabIndex={-1}>{t('audit.title')}</h1>
      <p className="panel__sub">{t('audit.intro')}</p>

      <Form method="get" className="panel audit-filters" key={location.search} role="search" aria-label={t('audit.filters')}>
        <SelectField label={t('audit.filter.staff')} classes={fieldClasses} select={{ name: 'staff', defaultValue: query.staff === undefined ? '' : String(query.staff) }}>
          <option value="">{t('audit.filter.anyone')}</option>
          {page.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.email})
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audit.filter.action')} classes={fieldClasses} select={{ name: 'action', defaultValue: query.action ?? '' }}>
          <option value="">{t('audit.filter.anyAction')}</option>
          {page.actions.map((a) => (
            <option key={a.action} value={a.action}>
              {a.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audit.filter.entity')} classes={fieldClasses} select={{ name: 'entity', defaultValue: query.entity ?? '' }}>
          <option value="">{t('audit.filter.anyEntity')}</option>
          {page.entities.map((e) => (
            <option key={e.entity} value={e.entity}>
              {e.label}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('audit.filter.entityId')}
          hint={t('audit.filter.entityIdHint')}
          classes={fieldClasses}
          input={{ name: 'entity_id', defaultValue: query.entity_id ?? '', autoComplete: 'off', spellCheck: false, maxLength: 64 }}
        />
        <Field label={t('audit.filter.from')} classes={fieldClasses} input={{ name: 'from', type: 'date', defaultValue: query.from ?? '' }} />
        <Field label={t('audit.filter.to')} classes={fieldClasses} input={{ name: 'to', type: 'date', defaultValue: query.to ?? '' }} />
        <div className="audit-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('audit.filter.submit')}
          </button>
          {filtered ? (
            <Link to="/zaznam-zmen" className="btn btn--quiet">
              {t('audit.filter.reset')}
            </Link>
          ) : null}
        </div>
      </Form>

      {dropped.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          {t('audit.dropped', { names: dropped.map((name) => FILTER_NAMES[name]?.() ?? name).join(', ') })}
        </p>
      ) : null}

      <p className="list-count" role="status">
        {page.entries.length === 0 ? t('audit.none') : t('audit.count', { count: page.entries.length, more: page.next === null ? 'no' : 'yes' })}
      </p>

      {page.entries.length === 0 ? (
        <div className="empty">
          <p className="empty__title">{filtered ? t('audit.empty') : t('audit.emptyAll')}</p>
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="audit-caption">
          <table className="table table--audit table--stack">
            <caption id="audit-caption" className="visually-hidden">
              {t('audit.caption')}
            </caption>
            <TableHead table={table} classes={classes} />
            <TableBody table={table} classes={classes} />
          </table>
        </div>
      )}

      {query.before !== undefined || page.next !== null ? (
        <nav className="pager" aria-label={t('audit.pager')}>
          {query.before !== undefined ? (
            <Link to={withParams({ before: null })} className="btn">
              {t('audit.newest')}
            </Link>
          ) : null}
          {page.next !== null ? (
            <Link to={withParams({ before: String(page.next) })} rel="next" className="btn">
              {t('audit.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** A change's values before and after, field by field, folded away until asked for. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <span className="muted">{t('audit.noDetails')}</span>;
  return (
    <details className="audit__changes">
      <summary>{t('audit.details')}</summary>
      <table className="table table--compact">
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">{f.field}</th>
              <td className="change">{f.before}</td>
              <td className="change">{f.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
