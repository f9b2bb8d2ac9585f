import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import { useLanguage } from '../../lib/language-context';
import { changeAutoRenew } from './api/subscriptions-api';
import { CancelDialog, CancelledNote, type Changed, cancellable } from './cancel-dialog';

// The renewal tab of a subscription's details (spec sections 2 and 4): the term's end, auto-renew on
// or off (never for a subscription that is not active), and cancellation while its 168 hours last,
// with the time left and what it gives back: each offered as the subscription's `actions` allow.

const hourMs = 3_600_000;

/** The time left to cancel: in days while more than two are left, else in hours. */
const TimeLeft = ({ until }: { until: string }) => {
  const intl = useIntl();
  const hours = Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / hourMs));
  return (
    <>
      {hours > 48
        ? intl.formatRelativeTime(Math.floor(hours / 24), 'day')
        : intl.formatRelativeTime(hours, 'hour')}
    </>
  );
};

export const SubscriptionRenewal = ({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionView;
  onChanged: Changed;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const active = subscription.state === 'active';
  const until = subscription.cancellationAllowedUntil;
  const toggle = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onChanged(await changeAutoRenew(subscription.id, !subscription.autoRenew));
      showToast(subscription.autoRenew ? 'microsoft.renewal.turnedOff' : 'microsoft.renewal.turnedOn');
    } catch (failure) {
      setError(messageIdOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="microsoft-tab">
      {subscription.termEnd && (
        <p>
          <FormattedMessage
            id={subscription.autoRenew ? 'microsoft.renewal.renews' : 'microsoft.renewal.ends'}
            values={{ date: intl.formatDate(subscription.termEnd, { dateStyle: 'long', timeZone: 'UTC' }) }}
          />
        </p>
      )}
      {active && subscription.nextTermQuantity && subscription.termEnd && (
        <p>
          <FormattedMessage
            id="microsoft.renew.scheduled"
            values={{
              quantity: subscription.nextTermQuantity,
              date: intl.formatDate(subscription.termEnd, { dateStyle: 'long', timeZone: 'UTC' }),
            }}
          />
        </p>
      )}
      {subscription.actions.includes('renew') && (
        <p>
          <Link
            href={pathFor(
              subscription.billing === 'annual'
                ? 'accountSubscriptionRenewLicences'
                : 'accountSubscriptionRenewLicencesMonthly',
              language,
              { subscriptionId: subscription.id },
            )}
          >
            <FormattedMessage id="microsoft.renew.open" />
          </Link>
        </p>
      )}
      {subscription.actions.includes('setAutoRenew') ? (
        <Button variant="secondary" busy={busy} onClick={() => void toggle()}>
          <FormattedMessage
            id={subscription.autoRenew ? 'microsoft.renewal.turnOff' : 'microsoft.renewal.turnOn'}
          />
        </Button>
      ) : (
        <p>
          <FormattedMessage id="microsoft.renewal.inactive" />
        </p>
      )}
      {error && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={error} />
        </p>
      )}
      <CancelledNote subscription={subscription} />
      {cancellable(subscription) && until ? (
        <>
          <p>
            <FormattedMessage
              id="microsoft.cancel.window"
              values={{
                date: intl.formatDate(until, { dateStyle: 'long', timeStyle: 'short' }),
                left: <TimeLeft until={until} />,
              }}
            />
          </p>
          <Button variant="danger" onClick={() => setCancelling(true)}>
            <FormattedMessage id="microsoft.cancel.open" />
          </Button>
        </>
      ) : (
        active && (
          <p>
            <FormattedMessage id="microsoft.cancel.closed" />
          </p>
        )
      )}
      {cancelling && cancellable(subscription) && (
        <CancelDialog
          subscription={subscription}
          onClose={() => setCancelling(false)}
          onChanged={onChanged}
        />
      )}
    </div>
  );
};
