import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { configurableStates } from '#shared/microsoft/subscription-states';
import { pathFor } from '#shared/routes';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useSubscriptions } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { FailureNote, SubscriptionFacts, SubscriptionStatusBadge } from './subscription-facts';
import { SubscriptionFilterForm } from './subscription-filter-form';
import { filterSubscriptions, filtersOfSearch, planNamesOf, searchOfFilters } from './subscription-filters';

/** What the customer may do next: configure one not configured (or failed), follow one being set up. */
export const SubscriptionAction = ({ subscription }: { subscription: SubscriptionView }) => {
  const language = useLanguage();
  const params = { subscriptionId: subscription.id };
  if (configurableStates.includes(subscription.state))
    return (
      <Link className="button" href={pathFor('accountSubscriptionConfiguration', language, params)}>
        <FormattedMessage id="microsoft.subscription.configure" />
      </Link>
    );
  if (subscription.status === 'processing')
    return (
      <Link href={pathFor('accountSubscriptionConfigurationSummary', language, params)}>
        <FormattedMessage id="microsoft.summary.title" />
      </Link>
    );
  return (
    <Link href={pathFor('accountSubscriptionDetails', language, { ...params, enableRecurring: 'false' })}>
      <FormattedMessage id="microsoft.details.open" />
    </Link>
  );
};

export const SubscriptionItem = ({ subscription }: { subscription: SubscriptionView }) => (
  <li
    className="microsoft-subscription"
    data-subscription={subscription.id}
    data-status={subscription.status}
  >
    <h2>{subscription.name}</h2>
    <SubscriptionStatusBadge status={subscription.status} />
    <SubscriptionFacts subscription={subscription} />
    <FailureNote subscription={subscription} />
    <SubscriptionAction subscription={subscription} />
  </li>
);

/**
 * `/ustawienia-konta/subskrypcje/` (spec section 2): the customer's Microsoft 365
 * subscriptions with their status, domain, licences, billing, price, term and renewal; the plan and
 * billing filters kept in the URL; "configure" for one not configured or failed, the summary of one
 * being set up; the empty states for no subscriptions and none matching the filters.
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
  if (!data) return <ReadPending error={error} onRetry={() => void mutate()} />;

  const all = data.subscriptions;
  const shown = filterSubscriptions(all, filters);
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <p className="form-actions">
        <Link href={pathFor('accountSubscriptionAddAccount', language)}>
          <FormattedMessage id="microsoft.addAccount.formTitle" />
        </Link>
        <Link href={pathFor('subscriptionOrders', language)}>
          <FormattedMessage id="microsoft.orders.title" />
        </Link>
      </p>
      {all.length > 0 && (
        <SubscriptionFilterForm
          filters={filters}
          plans={planNamesOf(all, filters.plan)}
          onApply={(next) => navigate(`${path}${searchOfFilters(next)}`)}
        />
      )}
      {shown.length === 0 ? (
        <p>
          <FormattedMessage
            id={all.length === 0 ? 'microsoft.subscriptions.empty' : 'microsoft.subscriptions.noneFiltered'}
          />
        </p>
      ) : (
        <ul className="microsoft-subscriptions">
          {shown.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </section>
  );
};
