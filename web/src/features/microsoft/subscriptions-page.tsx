import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { EmptyState } from '../../components/empty-state';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useSubscriptions } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { SubscriptionFilterForm } from './subscription-filter-form';
import {
  filterSubscriptions,
  filtersOfSearch,
  planNamesOf,
  searchOfFilters,
  subscriptionPages,
} from './subscription-filters';
import { SubscriptionTable } from './subscription-table';

/** The table a page at a time (the rest behind "show more"): hundreds of rows at once hold a phone's main thread. */
const SubscriptionList = ({ subscriptions }: { subscriptions: readonly SubscriptionView[] }) => {
  const [pages, setPages] = useState(1);
  const { shown, more } = subscriptionPages(subscriptions, pages);
  return (
    <>
      <SubscriptionTable subscriptions={shown} labelledBy="subscriptions-title" />
      {more && (
        <ShowMoreButton
          label="microsoft.subscriptions.more"
          loading={false}
          onClick={() => setPages(pages + 1)}
        />
      )}
    </>
  );
};

/**
 * `/ustawienia-konta/subskrypcje/` (spec section 2): the customer's Microsoft 365
 * subscriptions with their status, domain, licences, billing, price, term and renewal; the plan and
 * billing filters kept in the URL; "configure" for one not configured or failed, the summary of one
 * being set up; the empty states for no subscriptions and none matching the filters; 25 at a time.
 */
export const SubscriptionsPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const { data, error, mutate } = useSubscriptions();
  const title = intl.formatMessage({ id: 'microsoft.subscriptions.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  // The title and the links show at once (the page's largest text painted first); the list below
  // holds the viewport while it loads, so the footer never shows and then jumps.
  if (error && !data) return <ReadPending error={error} onRetry={() => void mutate()} />;
  const all = data?.subscriptions ?? [];
  const shown = filterSubscriptions(all, filters, language);
  return (
    <section className="account-page microsoft-page">
      <h1 id="subscriptions-title">{title}</h1>
      <p className="form-actions">
        <Link href={pathFor('accountSubscriptionAddAccount', language)}>
          <FormattedMessage id="microsoft.addAccount.formTitle" />
        </Link>
        <Link href={pathFor('subscriptionOrders', language)}>
          <FormattedMessage id="microsoft.orders.title" />
        </Link>
      </p>
      {!data ? (
        <p aria-busy="true" className="loading loading--page" />
      ) : (
        <>
          {all.length > 0 && (
            <SubscriptionFilterForm
              filters={filters}
              plans={planNamesOf(all, language, filters.plan)}
              onApply={(next) => navigate(`${path}${searchOfFilters(next)}`)}
            />
          )}
          {shown.length === 0 ? (
            <EmptyState
              message={
                all.length === 0 ? 'microsoft.subscriptions.empty' : 'microsoft.subscriptions.noneFiltered'
              }
            />
          ) : (
            // A new filter starts again from the first page.
            <SubscriptionList key={search} subscriptions={shown} />
          )}
        </>
      )}
    </section>
  );
};
