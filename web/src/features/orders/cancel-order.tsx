import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { AlertMessage } from '../../components/alert-message';
import { ModalDialog } from '../../components/modal-dialog';
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
      <button type="button" className="button button--secondary" onClick={onClose}>
        <FormattedMessage id="orders.cancel.keep" />
      </button>
      <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="orders.cancel.confirm" />
      </button>
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
      onCancelled(await cancelOrder(reader));
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
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          <FormattedMessage id="orders.cancel.button" />
        </button>
      )}
      <AlertMessage id={failure} />
      {asking && (
        <ConfirmCancellation
          number={order.id}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
};
