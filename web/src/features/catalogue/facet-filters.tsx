import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttributeRange, FacetValue, ListingFacets } from '#shared/catalogue/listing';
import type { ListingState } from '#shared/catalogue/listing-state';
import type { Currency } from '#shared/locale';
import { vatRateFor } from '#shared/pricing/vat';
import { Button } from '../../components/button';
import { AttributeRangeFilter } from './attribute-range-filter';
import { attributeLabel, attributeValueText } from './attribute-text';
import { PriceFilter } from './price-filter';

const FacetGroup = <T extends string>({
  legend,
  values,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  values: readonly FacetValue<T>[];
  selected: readonly string[] | undefined;
  label: (value: T) => string;
  onToggle: (value: T) => void;
}) =>
  values.length > 0 && (
    <fieldset className="facet">
      <legend>{legend}</legend>
      {values.map(({ value, count }) => (
        <label key={value} className="facet__option">
          <input
            type="checkbox"
            checked={selected?.includes(value) ?? false}
            onChange={() => onToggle(value)}
          />
          {label(value)} <span className="facet__count">({count})</span>
        </label>
      ))}
    </fieldset>
  );

type ListFilter = 'producer' | 'licence' | 'billing' | 'availability';

/** Facet filters with their result counts (numeric attributes as ranges); each change updates the URL. */
export const FacetFilters = ({
  facets,
  state,
  currency,
  country,
  onToggle,
  onToggleAttribute,
  onRange,
  onPrice,
}: {
  facets: ListingFacets;
  state: ListingState;
  currency: Currency;
  country: string;
  onToggle: (filter: ListFilter, value: string) => void;
  onToggleAttribute: (key: string, value: string) => void;
  onRange: (key: string, range: AttributeRange | undefined) => void;
  onPrice: (bounds: Pick<ListingState, 'priceMin' | 'priceMax'>) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  // On a phone the filters fold away behind one button, so the products come first (styles/catalogue.css).
  const [open, setOpen] = useState(false);
  const message = (key: string) => intl.formatMessage({ id: key });
  const group = (filter: ListFilter, values: readonly FacetValue[], label: (value: string) => string) => (
    <FacetGroup
      legend={message(`listing.filter.${filter}`)}
      values={values}
      selected={state[filter]}
      label={label}
      onToggle={(value) => onToggle(filter, value)}
    />
  );

  return (
    <aside className={open ? 'facets facets--open' : 'facets'} aria-label={message('listing.filters')}>
      <Button
        variant="secondary"
        className="facets__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id={open ? 'listing.filters.hide' : 'listing.filters.show'} />
      </Button>
      <div id={id} className="facets__body">
        <PriceFilter
          range={facets.price}
          currency={currency}
          vatRate={vatRateFor(country)}
          priceMin={state.priceMin}
          priceMax={state.priceMax}
          onChange={onPrice}
        />
        {group('producer', facets.producer, (value) => value)}
        {group('licence', facets.licence, (value) => message(`licence.${value}`))}
        {group('billing', facets.billing, (value) => message(`billing.${value}`))}
        {group('availability', facets.availability, (value) => message(`availability.${value}`))}
        {facets.attributes.map((facet) =>
          facet.type === 'number' ? (
            <AttributeRangeFilter
              key={facet.key}
              facet={facet}
              range={state.ranges[facet.key]}
              onChange={(range) => onRange(facet.key, range)}
            />
          ) : (
            <FacetGroup
              key={facet.key}
              legend={attributeLabel(intl, facet.key)}
              values={facet.values}
              selected={state.attributes[facet.key]}
              label={(value) => attributeValueText(intl, facet, value)}
              onToggle={(value) => onToggleAttribute(facet.key, value)}
            />
          ),
        )}
      </div>
    </aside>
  );
};
