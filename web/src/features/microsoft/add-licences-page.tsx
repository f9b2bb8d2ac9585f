import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { licenceQuote, reducibleNow } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { showToast } from '../../components/toast';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { changeLicenceCount, useSubscription } from './api/subscriptions-api';
import { LicenceCountForm } from './licence-count-form';
import { ReadPending } from './read-pending';

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
  const lowest = Math.max(1, quantity - reducibleNow(subscription.refundable ?? [], now));
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
export const AddLicencesPage = ({ subscriptionId }: { subscriptionId: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const title = intl.formatMessage({ id: 'microsoft.licences.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;
  const details = pathFor('accountSubscriptionDetails', language, {
    subscriptionId,
    enableRecurring: 'false',
  });
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <h2>{subscription.name}</h2>
      {subscription.state === 'active' ? (
        <LicenceForm
          subscription={subscription}
          onDone={(changed) => {
            void mutate(changed, { revalidate: false });
            showToast('microsoft.licences.done', { quantity: changed.quantity });
            navigate(details);
          }}
        />
      ) : (
        <p>
          <FormattedMessage id="error.subscription_not_active" />
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
