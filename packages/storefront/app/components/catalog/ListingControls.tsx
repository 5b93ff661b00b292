import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import type { SortOption } from '@konfety/api/contract';
import type { ListingFilters } from '../../lib/listing-filters';
import { RouterLink } from '../link/RouterLink';
import { CheckboxField, SelectField } from '../forms/Field';

/**
 * The filter sidebar and the sort select in one GET form: sorting and filters live in the URL. Without JavaScript
 * the "Použít" buttons submit; with it a checkbox or the sort applies at once (and the form's button is hidden),
 * a price bound with Enter or its own button, and empty bounds stay out of the address. The active filters come
 * made from the loader (lib/facets.server.ts), each a link that drops it; a listing's facets come as `children`
 * (FacetFilters). On a narrow screen the filters fold behind a disclosure, the active ones above it. A page made
 * of more than the listing (the search's text) passes what every change keeps as `hidden` inputs.
 */
export function ListingControls({
  sort,
  sortOptions,
  inStock,
  pathname,
  hidden,
  filters,
  children,
}: {
  sort: SortOption;
  sortOptions: readonly SortOption[];
  inStock: boolean;
  pathname: string;
  hidden?: ReactNode;
  filters: ListingFilters;
  /** The listing's facets (FacetFilters), in the disclosure after "in stock only". */
  children?: ReactNode;
}) {
  const t = useT();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    for (const [name, value] of [...data]) if (value === '') data.delete(name);
    submit(data, { method: 'get', action: pathname, preventScrollReset: true });
  };
  // A typed price waits for Enter or its button: every keystroke would load the listing.
  const onChange = (e: ChangeEvent<HTMLFormElement>) => (e.target as unknown as HTMLInputElement).type !== 'number' && send(e.currentTarget);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send(e.currentTarget);
  };
  const { chips } = filters;
  return (
    <Form method="get" action={pathname} className="listing-controls" onChange={onChange} onSubmit={onSubmit} preventScrollReset>
      {hidden}
      <aside className="listing-filters" aria-labelledby="listing-filters-title">
        <h2 id="listing-filters-title">{t('catalog.filters.title')}</h2>
        {chips.length > 0 ? (
          <div className="listing-filters__active" role="group" aria-label={t('catalog.filters.active')}>
            {chips.map((chip) => (
              <RouterLink key={chip.to} to={chip.to} className="chip" aria-label={t('catalog.filters.remove', { name: chip.label })} preventScrollReset>
                {chip.label} <span aria-hidden="true">×</span>
              </RouterLink>
            ))}
            <RouterLink to={filters.clearAll} className="listing-filters__clear" preventScrollReset>
              {t('catalog.filters.clearAll')}
            </RouterLink>
          </div>
        ) : null}
        <details className="listing-filters__panel">
          <summary className="button button--secondary">{t('catalog.facets.show', { count: chips.length })}</summary>
          <CheckboxField
            key={String(inStock)}
            label={t('catalog.filters.inStock')}
            classes={{ field: 'listing-filters__check' }}
            input={{ name: 'in_stock', value: 'true', defaultChecked: inStock }}
          />
          {children}
        </details>
      </aside>
      <div className="listing-sort">
        <SelectField key={sort} id="listing-sort" label={t('catalog.sort.label')} select={{ name: 'sort', defaultValue: sort }}>
          {sortOptions.map((s) => (
            <option key={s} value={s}>
              {t(`catalog.sort.${s}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--secondary" hidden={hydrated}>
          {t('catalog.filters.apply')}
        </button>
      </div>
    </Form>
  );
}
