import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ListingResult, listingSorts } from '#shared/catalogue/listing';
import { usePriceContext } from '../../lib/priced-request';
import { FacetFilters } from './facet-filters';
import { toggleValue } from './listing-query';
import { Pagination } from './pagination';
import { ProductCards } from './product-card';
import { useListingState } from './use-listing-state';

/** Results with facets, sorting and pages: the body of the category and search pages. */
export const ListingView = ({ result, loading }: { result: ListingResult; loading: boolean }) => {
  const id = useId();
  const intl = useIntl();
  const { country } = usePriceContext();
  const { state, hrefFor, change } = useListingState();
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));

  return (
    <div className="listing" aria-busy={loading}>
      <FacetFilters
        facets={result.facets}
        state={state}
        currency={result.currency}
        country={country}
        onToggle={(filter, value) =>
          change({ [filter]: toggleValue(state[filter] as string[] | undefined, value) })
        }
        onToggleAttribute={(key, value) => {
          const { [key]: current, ...others } = state.attributes;
          const next = toggleValue(current, value);
          change({ attributes: next ? { ...others, [key]: next } : others });
        }}
        onRange={(key, range) => {
          const { [key]: _, ...others } = state.ranges;
          change({ ranges: range ? { ...others, [key]: range } : others });
        }}
        onPrice={change}
      />
      <section className="listing__results" aria-labelledby={`${id}-count`}>
        <div className="listing__bar">
          <p id={`${id}-count`} role="status">
            <FormattedMessage id="listing.count" values={{ count: result.total }} />
          </p>
          <label htmlFor={`${id}-sort`}>
            <FormattedMessage id="listing.sort" />
          </label>
          <select
            id={`${id}-sort`}
            value={state.sort ?? ''}
            onChange={(e) => change({ sort: listingSorts.find((sort) => sort === e.target.value) })}
          >
            <option value="">{intl.formatMessage({ id: 'listing.sort.default' })}</option>
            {listingSorts.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage({ id: `listing.sort.${sort}` })}
              </option>
            ))}
          </select>
        </div>
        {result.items.length > 0 ? (
          <ProductCards items={result.items} />
        ) : (
          <p className="listing__empty">
            <FormattedMessage id="listing.empty" />
          </p>
        )}
        <Pagination page={state.page} last={last} hrefFor={(page) => hrefFor({ ...state, page })} />
      </section>
    </div>
  );
};
