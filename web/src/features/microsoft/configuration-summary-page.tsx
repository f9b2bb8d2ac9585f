import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { BreakableText } from '../../components/breakable-text';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useSubscription } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { FailureNote, SubscriptionFacts, SubscriptionStatusBadge } from './subscription-facts';
import { useSubscriptionLive } from './subscription-live';

/** The next step: configure one not configured, choose the account again after a failure (or ask us). */
const NextStep = ({ subscription }: { subscription: SubscriptionView }) => {
  const language = useLanguage();
  const configure = pathFor('accountSubscriptionConfiguration', language, {
    subscriptionId: subscription.id,
  });
  if (subscription.state === 'notConfigured')
    return (
      <Link className="button" href={configure}>
        <FormattedMessage id="microsoft.subscription.configure" />
      </Link>
    );
  if (subscription.state === 'active')
    return (
      <Link
        className="button"
        href={pathFor('accountSubscriptionDetails', language, {
          subscriptionId: subscription.id,
          enableRecurring: 'false',
        })}
      >
        <FormattedMessage id="microsoft.details.open" />
      </Link>
    );
  if (subscription.state !== 'failed') return null;
  return (
    <div className="form-actions">
      <Link href={pathFor('contact', language)}>
        <FormattedMessage id="microsoft.summary.contact" />
      </Link>
      <Link className="button" href={configure}>
        <FormattedMessage id="page.error.retry" />
      </Link>
    </div>
  );
};

/**
 * `/ustawienia-konta/subskrypcje/{subscriptionId}/podsumowanie-konfiguracji` (spec section 2,
 * "Microsoft processing (with error and retry)"): while Microsoft sets the subscription up (up to 3
 * minutes) it follows the customer's live topic, and reads it every few seconds as a fallback, saying
 * each change in a polite live region: done (domain, term, licences), or failed with its reason, a retry
 * (choosing the account again) and the contact page.
 */
export const ConfigurationSummaryPage = ({ subscriptionId }: { subscriptionId: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const live = useSubscriptionLive(subscriptionId, () => void mutate());
  const title = intl.formatMessage({ id: 'microsoft.summary.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;

  return (
    <section className="account-page microsoft-page" data-live={live ? 'on' : 'off'}>
      <h1>{title}</h1>
      <h2>{planNameIn(subscription, language)}</h2>
      <SubscriptionStatusBadge status={subscription.status} />
      <div role="status" aria-live="polite">
        <p className={subscription.state === 'provisioning' ? 'microsoft-summary__wait' : undefined}>
          <FormattedMessage
            id={`microsoft.summary.${subscription.state}`}
            values={{ domain: <BreakableText text={subscription.domain ?? ''} /> }}
          />
        </p>
        <FailureNote subscription={subscription} />
      </div>
      <SubscriptionFacts subscription={subscription} />
      <NextStep subscription={subscription} />
      <p>
        <Link href={pathFor('accountSubscriptions', language)}>
          <FormattedMessage id="microsoft.subscriptions.back" />
        </Link>
      </p>
    </section>
  );
};
