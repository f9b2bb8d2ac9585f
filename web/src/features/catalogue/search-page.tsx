import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ErrorPage } from '../../components/error-page';
import { useListing } from '../../lib/catalogue-reads';
import { usePageHead } from '../../lib/head';
import type { PageData } from '../../lib/page-data';
import { ListingView } from './listing-view';
import { useListingState } from './use-listing-state';

/**
 * Search results with the listing's facets; a phrase under 2 characters is refused before any call.
 * Rendered per request with the results of its address's query (`initial`, by the pages group), so they
 * show before any script; another query (a filter, the next page) asks the API.
 */
export const SearchPage = ({ initial }: { initial: PageData['search'] }) => {
  const intl = useIntl();
  const search = useSearch();
  const { state, invalid } = useListingState();
  const tooShort = invalid.includes('q');
  const embedded = initial?.query === search ? initial.result : undefined;
  const { data, error, isLoading } = useListing(state.q ? state : null, embedded);
  const title = state.q
    ? intl.formatMessage({ id: 'search.results' }, { phrase: state.q })
    : intl.formatMessage({ id: 'search.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  return (
    <article className="search">
      <h1>{title}</h1>
      {tooShort || !state.q ? (
        <p role={tooShort ? 'alert' : undefined}>
          <FormattedMessage id={tooShort ? 'field.phrase_too_short' : 'search.prompt'} />
        </p>
      ) : error && !data ? (
        <ErrorPage />
      ) : data ? (
        <ListingView result={data} loading={isLoading} />
      ) : (
        <p aria-busy="true" className="loading loading--page" />
      )}
    </article>
  );
};
