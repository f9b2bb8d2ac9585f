import { useIntl } from 'react-intl';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { useMoney } from '../../lib/use-money';
import { scheduleRenewal } from './api/subscriptions-api';
import { LicenceChangePage } from './licence-change-page';
import { LicenceCountForm } from './licence-count-form';

/** The next term's licence count and what the term costs, confirmed by renewing. */
const RenewalForm = ({
  subscription,
  onDone,
}: {
  subscription: SubscriptionView;
  onDone: (renewing: SubscriptionView) => void;
}) => {
  const intl = useIntl();
  const money = useMoney(subscription.currency);
  const per = intl.formatMessage({ id: `price.per.${subscription.billing}` });
  return (
    <LicenceCountForm
      initial={subscription.nextTermQuantity ?? subscription.quantity}
      label="microsoft.renew.count"
      facts={(count) => [
        [
          'microsoft.renew.from',
          intl.formatDate(subscription.termEnd ?? '', { dateStyle: 'long', timeZone: 'UTC' }),
        ],
        ['microsoft.renew.cost', `${money(subscription.unitNet * count)} ${per}`],
      ]}
      note="microsoft.renew.how"
      submit="microsoft.renew.submit"
      send={(count) => scheduleRenewal(subscription.id, count)}
      onDone={onDone}
    />
  );
};

/**
 * `/ustawienia-konta/subskrypcje/{subscriptionId}/odnow-licencje` (annual) and
 * `…/odnow-licencje-miesieczna` (monthly), spec sections 2 and 4: a manual renewal of an active
 * subscription: the licences of its next term, what the term costs, and renewal switched on, so it
 * renews at the term's end and the saved card pays it. An expired one is bought again.
 */
export const RenewLicencesPage = ({ subscriptionId }: { subscriptionId: string }) => (
  <LicenceChangePage
    subscriptionId={subscriptionId}
    title="microsoft.renew.title"
    enableRecurring="true"
    changeable={(subscription) => subscription.actions.includes('renew')}
    notChangeable="microsoft.renew.notActive"
    done={() => ['microsoft.renew.done']}
    form={(subscription, onDone) => <RenewalForm subscription={subscription} onDone={onDone} />}
  />
);
