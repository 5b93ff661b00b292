import './facets.css';
import { useT } from '../../i18n';
import type { ListingFilters } from '../../lib/listing-filters';
import { CheckboxField, Field } from '../forms/Field';

/**
 * The facets of a catalogue listing inside its filter form (ListingControls): the price bounds, then brands, sizes
 * and colours as checkboxes with their counts, all as the loader made them (lib/facets.server.ts). Its own module
 * with its own stylesheet import, so the scripts of pages without facets (the product page, the search) do not
 * carry it: a CSS import is a side effect, which Rollup does not merge into chunks of pages that do not load it.
 */
export function FacetFilters({ filters }: { filters: ListingFilters }) {
  const t = useT();
  const { price } = filters;
  return (
    <>
      {price ? (
        <fieldset className="facet facet--price">
          <legend>{t('catalog.facets.price', { unit: price.unit })}</legend>
          {(['from', 'to'] as const).map((bound) => {
            const value = price[bound];
            const hint = bound === 'from' ? price.min : price.max;
            return (
              <Field
                key={`${bound}-${value}`}
                label={t(bound === 'from' ? 'catalog.facets.priceFrom' : 'catalog.facets.priceTo')}
                classes={{ field: 'facet__bound' }}
                input={{ type: 'number', name: price.names[bound], min: 0, step: 1, inputMode: 'numeric', placeholder: hint === null ? undefined : String(hint), defaultValue: value ?? '' }}
              />
            );
          })}
          <button type="submit" className="button button--secondary">
            {t('catalog.facets.applyPrice')}
          </button>
        </fieldset>
      ) : null}
      {filters.groups.map((group) => (
        <fieldset key={group.name} className="facet">
          <legend>{t(group.title)}</legend>
          <div className="facet__options">
            {group.options.map((o) => (
              <CheckboxField
                key={`${o.value}:${o.selected}`}
                label={
                  <>
                    {o.swatch ? <span className="facet__swatch" style={{ background: o.swatch }} aria-hidden="true" /> : null}
                    {o.label} <span className="facet__count">({o.count})</span>
                  </>
                }
                classes={{ field: 'listing-filters__check' }}
                input={{ name: group.name, value: o.value, defaultChecked: o.selected }}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
