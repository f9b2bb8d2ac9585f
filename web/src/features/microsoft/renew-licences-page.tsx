import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { showToast } from '../../components/toast';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { scheduleRenewal, useSubscription } from './api/subscriptions-api';
import { LicenceCountForm } from './licence-count-form';
import { ReadPending } from './read-pending';

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
export const RenewLicencesPage = ({ subscriptionId }: { subscriptionId: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const title = intl.formatMessage({ id: 'microsoft.renew.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;
  const details = pathFor('accountSubscriptionDetails', language, {
    subscriptionId,
    enableRecurring: 'true',
  });
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <h2>{subscription.name}</h2>
      {subscription.status === 'active' || subscription.status === 'expiring' ? (
        <RenewalForm
          subscription={subscription}
          onDone={(renewing) => {
            void mutate(renewing, { revalidate: false });
            showToast('microsoft.renew.done');
            navigate(details);
          }}
        />
      ) : (
        <p>
          <FormattedMessage id="microsoft.renew.notActive" />
        </p>
      )}
      <p>
        <Link href={details}>
          <FormattedMessage id="microsoft.details.back" />
        </Link>
      </p>
    </section>
  );
};
