import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
import { messageIdOf } from '../../lib/api-client';
import type { OrderReader } from '../../lib/orders/order-read';
import { cancelOrder } from './api/order-api';

/** The question before cancelling, in a modal dialog. */
const ConfirmCancellation = ({
  number,
  busy,
  onConfirm,
  onClose,
}: {
  number: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <ModalDialog title="orders.cancel.title" onClose={onClose}>
    <p>
      <FormattedMessage id="orders.cancel.text" values={{ number }} />
    </p>
    <div className="modal__actions">
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="orders.cancel.keep" />
      </Button>
      <Button variant="danger" onClick={onConfirm} busy={busy}>
        <FormattedMessage id="orders.cancel.confirm" />
      </Button>
    </div>
  </ModalDialog>
);

/**
 * "Cancel order", offered only when the transition table lets the customer cancel (`actions`); asks
 * first, then shows the cancelled order or the API's refusal (`error.<code>`).
 */
export const CancelOrder = ({
  reader,
  order,
  onCancelled,
}: {
  reader: OrderReader;
  order: OrderView;
  onCancelled: (order: OrderView) => void;
}) => {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!order.actions.includes('cancel') && !failure) return null;

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const cancelled = await cancelOrder(reader);
      onCancelled(cancelled);
      showToast('orders.cancel.done', { number: cancelled.id });
    } catch (error) {
      setFailure(messageIdOf(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <div className="order-cancel">
      {order.actions.includes('cancel') && (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <FormattedMessage id="orders.cancel.button" />
        </Button>
      )}
      <AlertMessage id={failure} />
      {asking && (
        <ConfirmCancellation
          number={order.number}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
};
