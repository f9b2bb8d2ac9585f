import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { cancelSubscription } from './api/subscriptions-api';

// Cancelling a subscription (spec section 2: "cancel, with the refund shown"): an active one within its
// 168 hours gives back its unused days, one never provisioned (not configured, or its setup failed) all
// it cost; the money goes back the way it was paid and the invoice is corrected by a KOR. Whether it may
// be cancelled and what it gives back are the API's (`actions`, `refundQuote` of the subscription read):
// the panel only shows them.

export type Changed = (subscription: SubscriptionView) => Promise<unknown>;

/** A subscription the API lets the customer cancel now, with what that gives back. */
export type Cancellable = SubscriptionView & { refundQuote: number };

export const cancellable = (subscription: SubscriptionView): subscription is Cancellable =>
  subscription.actions.includes('cancel') && subscription.refundQuote !== undefined;

export const CancelDialog = ({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: Cancellable;
  onClose: () => void;
  onChanged: Changed;
}) => {
  const money = useMoney(subscription.currency);
  const language = useLanguage();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const cancel = async () => {
    setState({ busy: true });
    try {
      await onChanged(await cancelSubscription(subscription.id));
      showToast('microsoft.cancel.done');
      onClose();
    } catch (error) {
      setState({ busy: false, error: messageIdOf(error) });
    }
  };
  return (
    <ModalDialog title="microsoft.cancel.title" onClose={onClose}>
      <p>
        <FormattedMessage
          id={subscription.state === 'active' ? 'microsoft.cancel.text' : 'microsoft.cancel.wholeText'}
          values={{ name: planNameIn(subscription, language), refund: money(subscription.refundQuote) }}
        />
      </p>
      <p className="form-hint">
        <FormattedMessage id="microsoft.cancel.refundNote" />
      </p>
      {state.error && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={state.error} />
        </p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="microsoft.cancel.keep" />
        </Button>
        <Button variant="danger" busy={state.busy} onClick={() => void cancel()}>
          <FormattedMessage id="microsoft.cancel.confirm" />
        </Button>
      </div>
    </ModalDialog>
  );
};

/** A cancelled subscription: what it gave back. */
export const CancelledNote = ({ subscription }: { subscription: SubscriptionView }) => {
  const money = useMoney(subscription.currency);
  if (subscription.state !== 'cancelled' || subscription.refundNet === undefined) return null;
  return (
    <p>
      <FormattedMessage
        id={subscription.activatedAt ? 'microsoft.cancel.cancelled' : 'microsoft.cancel.cancelledWhole'}
        values={{ refund: money(subscription.refundNet) }}
      />
    </p>
  );
};

/** One never provisioned: cancelling it gives back all it cost. */
export const CancelUnprovisioned = ({
  subscription,
  onChanged,
}: {
  subscription: Cancellable;
  onChanged: Changed;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        <FormattedMessage id="microsoft.cancel.unprovisioned" />
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="microsoft.cancel.open" />
      </Button>
      {open && (
        <CancelDialog subscription={subscription} onClose={() => setOpen(false)} onChanged={onChanged} />
      )}
    </div>
  );
};
