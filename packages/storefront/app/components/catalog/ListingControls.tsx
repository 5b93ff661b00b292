import type { ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import type { SortOption } from '@konfety/api/contract';
import { RouterLink } from '../link/RouterLink';
import { CheckboxField, SelectField } from '../forms/Field';

/**
 * The filter sidebar and the sort select in one GET form: sorting and filters
 * live in the URL. Without JavaScript the "Použít" button submits; with it
 * every change submits at once (and the button is hidden). A page made of
 * more than the listing (the search's text) passes what every change keeps:
 * `hidden` inputs, and the address that cancels every filter.
 */
export function ListingControls({
  sort,
  sortOptions,
  inStock,
  pathname,
  hidden,
  clearTo,
}: {
  sort: SortOption;
  sortOptions: readonly SortOption[];
  inStock: boolean;
  pathname: string;
  hidden?: ReactNode;
  clearTo?: string;
}) {
  const t = useT();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const onChange = (e: React.ChangeEvent<HTMLFormElement>) => submit(e.currentTarget, { preventScrollReset: true });
  const clearAll = clearTo ?? (sort === 'recommended' ? pathname : `${pathname}?sort=${sort}`);
  return (
    <Form method="get" action={pathname} className="listing-controls" onChange={onChange} preventScrollReset>
      {hidden}
      <aside className="listing-filters" aria-labelledby="listing-filters-title">
        <h2 id="listing-filters-title">{t('catalog.filters.title')}</h2>
        <CheckboxField
          key={String(inStock)}
          label={t('catalog.filters.inStock')}
          classes={{ field: 'listing-filters__check' }}
          input={{ name: 'in_stock', value: 'true', defaultChecked: inStock }}
        />
        {inStock ? (
          <div className="listing-filters__active" role="group" aria-label={t('catalog.filters.active')}>
            <RouterLink to={clearAll} className="chip" aria-label={t('catalog.filters.remove', { name: t('catalog.filters.inStock') })} preventScrollReset>
              {t('catalog.filters.inStock')} <span aria-hidden="true">×</span>
            </RouterLink>
            <RouterLink to={clearAll} className="listing-filters__clear" preventScrollReset>
              {t('catalog.filters.clearAll')}
            </RouterLink>
          </div>
        ) : null}
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
