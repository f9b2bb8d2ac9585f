import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { showToast } from '../../components/toast';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useSubscription } from './api/subscriptions-api';
import { ReadPending } from './read-pending';

/**
 * The page around a subscription's licence change (adding licences, a manual renewal): its title and
 * name, the form while `changeable` (else `notChangeable`'s message), and, once changed, the subscription
 * kept, the `done` toast and the way back to its details (the tab `enableRecurring` opens).
 */
export const LicenceChangePage = ({
  subscriptionId,
  title: titleId,
  enableRecurring,
  changeable,
  notChangeable,
  done,
  form,
}: {
  subscriptionId: string;
  title: string;
  enableRecurring: 'true' | 'false';
  changeable: (subscription: SubscriptionView) => boolean;
  notChangeable: string;
  done: (changed: SubscriptionView) => [string, Record<string, number>?];
  form: (subscription: SubscriptionView, onDone: (changed: SubscriptionView) => void) => ReactNode;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const title = intl.formatMessage({ id: titleId });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;
  const details = pathFor('accountSubscriptionDetails', language, { subscriptionId, enableRecurring });
  const onDone = (changed: SubscriptionView) => {
    void mutate(changed, { revalidate: false });
    showToast(...done(changed));
    navigate(details);
  };
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <h2>{planNameIn(subscription, language)}</h2>
      {changeable(subscription) ? (
        form(subscription, onDone)
      ) : (
        <p>
          <FormattedMessage id={notChangeable} />
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
