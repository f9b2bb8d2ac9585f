import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '#shared/locale';
import { ErrorPage } from '../../components/error-page';
import { preloadListing, useListing } from '../../lib/catalogue-reads';
import { usePageHead } from '../../lib/head';
import { priceContextOf } from '../../lib/priced-request';
import { useHydrated } from '../../lib/use-hydrated';
import { readListingState } from './listing-query';
import { ListingView } from './listing-view';
import { useListingState } from './use-listing-state';

/**
 * The results of the address's phrase requested at the page's start, before React renders: the page is
 * a shell, and its results would otherwise wait for the app to start. A phrase the page refuses (too
 * short) is dropped from the state, so it is not searched.
 */
export const prefetchSearch = async (language: Language): Promise<void> => {
  const { state } = readListingState(window.location.search);
  if (state.q) await preloadListing(state, priceContextOf(language)).catch(() => undefined);
};

/**
 * Search results with the listing's facets; a phrase under 2 characters is refused before any call.
 * Pre-rendered as its shell (the title and the loading state, shared/routes.ts): the phrase is in the
 * address's query, which only the browser knows, so the results come once hydrated.
 */
export const SearchPage = () => {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { state, invalid } = useListingState();
  const tooShort = invalid.includes('q');
  const { data, error, isLoading } = useListing(state.q ? state : null);
  const title = state.q
    ? intl.formatMessage({ id: 'search.results' }, { phrase: state.q })
    : intl.formatMessage({ id: 'search.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  if (!hydrated)
    return (
      <article className="search">
        <h1>{intl.formatMessage({ id: 'search.title' })}</h1>
        <p aria-busy="true" className="loading loading--page" />
      </article>
    );
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
