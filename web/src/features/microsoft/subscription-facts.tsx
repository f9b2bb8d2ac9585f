import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import type { SubscriptionStatus } from '#shared/microsoft/subscription-states';
import { Badge, type BadgeTone } from '../../components/badge';
import { BreakableText } from '../../components/breakable-text';
import { Description, DescriptionList } from '../../components/description-list';
import { useMoney } from '../../lib/use-money';

// What the subscription screens show of one subscription: its status and its facts.

const statusTones: Record<SubscriptionStatus, BadgeTone> = {
  notConfigured: 'warning',
  processing: 'neutral',
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
};

export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => (
  <Badge tone={statusTones[status]} data-status={status}>
    <FormattedMessage id={`microsoft.subscription.status.${status}`} />
  </Badge>
);

/** Why the last setup failed (its error code's message, or the general one); nothing unless it failed. */
export const FailureNote = ({ subscription }: { subscription: SubscriptionView }) =>
  subscription.state === 'failed' ? (
    <p className="form-alert">
      <FormattedMessage id={`error.${subscription.failure ?? 'provisioning_failed'}`} />
    </p>
  ) : null;

/** Domain, licences, billing, net price per licence and period, and, once active, term end and renewal. */
export const SubscriptionFacts = ({ subscription }: { subscription: SubscriptionView }) => {
  const intl = useIntl();
  const money = useMoney(subscription.currency);
  const text = (id: string) => intl.formatMessage({ id });
  const { domain, billing, termEnd, autoRenew } = subscription;
  const facts: [string, ReactNode][] = [
    [
      'microsoft.subscription.domain',
      domain ? <BreakableText key="domain" text={domain} /> : text('microsoft.subscription.noDomain'),
    ],
    ['microsoft.subscription.quantity', intl.formatNumber(subscription.quantity)],
    ['microsoft.subscription.billing', text(`billing.${billing}`)],
    [
      'microsoft.subscription.unitPrice',
      `${intl.formatMessage({ id: 'price.net' }, { amount: money(subscription.unitNet) })} ${text(`price.per.${billing}`)}`,
    ],
  ];
  if (termEnd)
    facts.push([
      'microsoft.subscription.termEnd',
      intl.formatDate(termEnd, { dateStyle: 'long', timeZone: 'UTC' }),
    ]);
  if (subscription.state === 'active' && autoRenew !== undefined)
    facts.push([
      'microsoft.subscription.autoRenew',
      text(`microsoft.subscription.autoRenew.${autoRenew ? 'on' : 'off'}`),
    ]);
  return <FactList rows={facts} />;
};

/** Label (a message id) → value rows, as the subscription screens show facts: a description list. */
export const FactList = ({ rows }: { rows: readonly [string, ReactNode][] }) => (
  <DescriptionList className="microsoft-facts">
    {rows.map(([label, value]) => (
      <Description key={label} term={label}>
        {value}
      </Description>
    ))}
  </DescriptionList>
);
