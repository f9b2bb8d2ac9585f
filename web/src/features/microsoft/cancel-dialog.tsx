import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancellationRefund, unbilledNet } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import { useMoney } from '../../lib/use-money';
import { cancelSubscription } from './api/subscriptions-api';

// Cancelling a subscription (spec section 2: "cancel, with the refund shown"): an active one within its
// 168 hours gives back its unused days, one never provisioned (not configured, or its setup failed) all
// it cost; the money goes back the way it was paid and the invoice is corrected by a KOR.

export type Changed = (subscription: SubscriptionView) => Promise<unknown>;

/** What cancelling now gives back, net, as the panel estimates it (the shop caps it at what the term cost). */
const refundOf = (subscription: SubscriptionView): number => {
  const { unitNet, quantity, termStart = '', termEnd = '' } = subscription;
  if (subscription.state !== 'active') return unitNet * quantity;
  return cancellationRefund(
    { unitNet, quantity, termStart, termEnd },
    new Date(),
    unbilledNet(subscription.charges),
  );
};

export const CancelDialog = ({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: SubscriptionView;
  onClose: () => void;
  onChanged: Changed;
}) => {
  const money = useMoney(subscription.currency);
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
          values={{ name: subscription.name, refund: money(refundOf(subscription)) }}
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
  subscription: SubscriptionView;
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
