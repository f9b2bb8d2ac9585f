import { FormattedMessage, useIntl } from 'react-intl';
import { licenceQuote } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { useMoney } from '../../lib/use-money';
import { changeLicenceCount } from './api/subscriptions-api';
import { LicenceChangePage } from './licence-change-page';
import { LicenceCountForm } from './licence-count-form';

/** The licence count with its cost before and after, and what added licences cost until the term ends. */
const LicenceForm = ({
  subscription,
  onDone,
}: {
  subscription: SubscriptionView;
  onDone: (changed: SubscriptionView) => void;
}) => {
  const intl = useIntl();
  const money = useMoney(subscription.currency);
  const { unitNet, quantity, termStart = '', termEnd = '' } = subscription;
  const now = new Date();
  const lowest = Math.max(1, quantity - subscription.reducibleLicences);
  const per = intl.formatMessage({ id: `price.per.${subscription.billing}` });
  return (
    <LicenceCountForm
      initial={quantity + 1}
      lowest={lowest}
      label="microsoft.licences.count"
      hint={<FormattedMessage id="microsoft.licences.hint" values={{ lowest }} />}
      facts={(count) => {
        const quote = licenceQuote({ unitNet, quantity, termStart, termEnd }, count, now);
        return [
          ['microsoft.licences.before', `${money(quote.before)} ${per}`],
          ['microsoft.licences.after', `${money(quote.after)} ${per}`],
          ['microsoft.licences.prorated', money(quote.prorated)],
        ];
      }}
      note="microsoft.licences.settled"
      submit="microsoft.licences.submit"
      send={(count) => changeLicenceCount(subscription.id, count)}
      onDone={onDone}
    />
  );
};

/**
 * `/ustawienia-konta/subskrypcje/{subscriptionId}/dodaj-licencje/` (spec sections 2 and 4): a new
 * licence count, its cost before and after and the added licences' cost prorated by day to the term's
 * end (settled on the next invoice); fewer only as far as the 168-hour windows allow. Applied at
 * Microsoft at once; then back to the subscription's details.
 */
export const AddLicencesPage = ({ subscriptionId }: { subscriptionId: string }) => (
  <LicenceChangePage
    subscriptionId={subscriptionId}
    title="microsoft.licences.title"
    enableRecurring="false"
    changeable={(subscription) => subscription.actions.includes('changeLicences')}
    notChangeable="error.subscription_not_active"
    done={(changed) => ['microsoft.licences.done', { quantity: changed.quantity }]}
    form={(subscription, onDone) => <LicenceForm subscription={subscription} onDone={onDone} />}
  />
);
