import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { BreakableText } from '../../components/breakable-text';
import { type DataColumn, DataTable } from '../../components/data-table';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { FailureNote, SubscriptionStatusBadge } from './subscription-facts';

// The customer's subscriptions as a table (the list and the subscription orders page): plan, status and
// domain, licences, the net price per licence and period, the term's end with its renewal, and what to
// do next.

/** What the customer may do next: configure one not configured (or failed), follow one being set up, or open it. */
export const SubscriptionAction = ({ subscription }: { subscription: SubscriptionView }) => {
  const language = useLanguage();
  const params = { subscriptionId: subscription.id };
  if (subscription.actions.includes('configure'))
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
    <Link
      className="button button--secondary"
      href={pathFor('accountSubscriptionDetails', language, { ...params, enableRecurring: 'false' })}
    >
      <FormattedMessage id="microsoft.details.open" />
    </Link>
  );
};

const UnitPrice = ({ subscription }: { subscription: SubscriptionView }) => {
  const intl = useIntl();
  const money = useMoney(subscription.currency);
  return (
    <>
      {intl.formatMessage({ id: 'price.net' }, { amount: money(subscription.unitNet) })}
      <small>
        <FormattedMessage id={`price.per.${subscription.billing}`} />
      </small>
    </>
  );
};

const TermEnd = ({ subscription }: { subscription: SubscriptionView }) => {
  const intl = useIntl();
  if (!subscription.termEnd) return <>–</>;
  return (
    <>
      {intl.formatDate(subscription.termEnd, { dateStyle: 'medium', timeZone: 'UTC' })}
      {subscription.state === 'active' && subscription.autoRenew !== undefined && (
        <small>
          <FormattedMessage
            id={subscription.autoRenew ? 'microsoft.subscriptions.renews' : 'microsoft.subscriptions.ends'}
          />
        </small>
      )}
    </>
  );
};

/** The plan with its status, and under it its domain (and why its setup failed). */
const Plan = ({ subscription }: { subscription: SubscriptionView }) => {
  const language = useLanguage();
  return (
    <>
      {planNameIn(subscription, language)}
      <SubscriptionStatusBadge status={subscription.status} />
      <small>
        {subscription.domain ? (
          <BreakableText text={subscription.domain} />
        ) : (
          <FormattedMessage id="microsoft.subscription.noDomain" />
        )}
      </small>
      <FailureNote subscription={subscription} />
    </>
  );
};

const columns: readonly DataColumn[] = [
  { label: 'microsoft.subscription.plan' },
  { label: 'microsoft.subscription.quantity', numeric: true },
  { label: 'microsoft.subscription.unitPrice', numeric: true },
  { label: 'microsoft.subscription.termEnd' },
  { label: 'actions.label', actions: true },
];

export const SubscriptionTable = ({
  subscriptions,
  labelledBy,
}: {
  subscriptions: readonly SubscriptionView[];
  /** The id of the heading naming the table. */
  labelledBy: string;
}) => {
  const intl = useIntl();
  return (
    <DataTable
      labelledBy={labelledBy}
      className="subscription-table"
      wide
      columns={columns}
      rows={subscriptions.map((subscription) => ({
        key: subscription.id,
        data: { 'data-subscription': subscription.id, 'data-status': subscription.status },
        cells: [
          <Plan key="plan" subscription={subscription} />,
          intl.formatNumber(subscription.quantity),
          <UnitPrice key="price" subscription={subscription} />,
          <TermEnd key="termEnd" subscription={subscription} />,
          <SubscriptionAction key="action" subscription={subscription} />,
        ],
      }))}
    />
  );
};
