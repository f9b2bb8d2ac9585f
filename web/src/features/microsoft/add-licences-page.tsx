import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { licenceQuantityInputSchema, licenceQuote, reducibleNow } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { changeLicenceCount, useSubscription } from './api/subscriptions-api';
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
  const id = useId();
  const money = useMoney(subscription.currency);
  const [value, setValue] = useState(String(subscription.quantity + 1));
  const [state, setState] = useState<{ busy: boolean; error?: string; invalid?: boolean }>({ busy: false });
  const { unitNet, quantity, termStart = '', termEnd = '' } = subscription;
  const parsed = licenceQuantityInputSchema.safeParse({ quantity: Number(value) });
  const now = new Date();
  const quote = parsed.success
    ? licenceQuote({ unitNet, quantity, termStart, termEnd }, parsed.data.quantity, now)
    : undefined;
  const lowest = quantity - reducibleNow(subscription.refundable ?? [], now);
  const per = intl.formatMessage({ id: `price.per.${subscription.billing}` });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return setState({ busy: false, invalid: true });
    setState({ busy: true });
    try {
      onDone(await changeLicenceCount(subscription.id, parsed.data.quantity));
    } catch (error) {
      setState({ busy: false, error: messageIdOf(error) });
    }
  };
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={id}>
          <FormattedMessage id="microsoft.licences.count" />
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={Math.max(1, lowest)}
          max={300}
          value={value}
          aria-invalid={state.invalid || undefined}
          aria-describedby={`${id}-hint${state.invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setState({ busy: false });
          }}
        />
        <p id={`${id}-hint`} className="form-hint">
          <FormattedMessage id="microsoft.licences.hint" values={{ lowest: Math.max(1, lowest) }} />
        </p>
        {state.invalid && (
          <p id={`${id}-error`} className="field-error">
            <FormattedMessage id="microsoft.licences.invalid" />
          </p>
        )}
      </div>
      {quote && (
        <dl className="microsoft-facts" aria-live="polite">
          <dt>
            <FormattedMessage id="microsoft.licences.before" />
          </dt>
          <dd>{`${money(quote.before)} ${per}`}</dd>
          <dt>
            <FormattedMessage id="microsoft.licences.after" />
          </dt>
          <dd>{`${money(quote.after)} ${per}`}</dd>
          <dt>
            <FormattedMessage id="microsoft.licences.prorated" />
          </dt>
          <dd>{money(quote.prorated)}</dd>
        </dl>
      )}
      <p className="form-hint">
        <FormattedMessage id="microsoft.licences.settled" />
      </p>
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id="microsoft.licences.submit" />
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
