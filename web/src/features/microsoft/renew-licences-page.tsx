import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { licenceQuantityInputSchema } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { scheduleRenewal, useSubscription } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { FactList } from './subscription-facts';

/** The next term's licence count and what the term costs, confirmed by renewing. */
const RenewalForm = ({
  subscription,
  onDone,
}: {
  subscription: SubscriptionView;
  onDone: (renewing: SubscriptionView) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const money = useMoney(subscription.currency);
  const [value, setValue] = useState(String(subscription.nextTermQuantity ?? subscription.quantity));
  const [state, setState] = useState<{ busy: boolean; error?: string; invalid?: boolean }>({ busy: false });
  const parsed = licenceQuantityInputSchema.safeParse({ quantity: Number(value) });
  const per = intl.formatMessage({ id: `price.per.${subscription.billing}` });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return setState({ busy: false, invalid: true });
    setState({ busy: true });
    try {
      onDone(await scheduleRenewal(subscription.id, parsed.data.quantity));
    } catch (error) {
      setState({ busy: false, error: messageIdOf(error) });
    }
  };
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={id}>
          <FormattedMessage id="microsoft.renew.count" />
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={300}
          value={value}
          aria-invalid={state.invalid || undefined}
          aria-describedby={state.invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setState({ busy: false });
          }}
        />
        {state.invalid && (
          <p id={`${id}-error`} className="field-error">
            <FormattedMessage id="microsoft.licences.invalid" />
          </p>
        )}
      </div>
      {parsed.success && (
        <FactList
          rows={[
            [
              'microsoft.renew.from',
              intl.formatDate(subscription.termEnd ?? '', { dateStyle: 'long', timeZone: 'UTC' }),
            ],
            ['microsoft.renew.cost', `${money(subscription.unitNet * parsed.data.quantity)} ${per}`],
          ]}
        />
      )}
      <p className="form-hint">
        <FormattedMessage id="microsoft.renew.how" />
      </p>
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id="microsoft.renew.submit" />
      </Button>
      {state.error && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={state.error} />
        </p>
      )}
    </form>
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
