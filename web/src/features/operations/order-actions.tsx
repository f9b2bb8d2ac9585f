import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatusAction } from '#shared/orders/order-states';
import type { OrderView } from '#shared/orders/order-view';
import { type Carrier, carrierNames, carriersFor } from '#shared/orders/shipment';
import { shopDayOf } from '#shared/shop-time';
import { ApiError, messageIdOf } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { LabelledInput, LabelledSelect } from './action-fields';
import { ActionForm } from './action-form';
import { ActionsPanel, useActNote } from './actions-panel';
import { moveOrder } from './api/staff-orders-api';
import { PartReturnForm } from './part-return-form';

// The moves the order's state machine allows operations now (the API's `actions`), and only those:
// a send asks the carrier and tracking number, a booking the amount that arrived and the day, a
// cancellation or return a second click; the others go at once. A refusal says why; an order another
// member moved meanwhile is read again, so the panel offers what its new state allows.

type Move = (transition: Parameters<typeof moveOrder>[1]) => Promise<void>;

const fieldMessage = (error: unknown, path: string) =>
  error instanceof ApiError && error.fields?.some((field) => field.path === path)
    ? `staff.field.${path}`
    : undefined;

/** A refusal's message, unless one of `paths` names a field that says it beside the field. */
const refusalBesides =
  (...paths: string[]) =>
  (error: unknown) =>
    paths.some((path) => fieldMessage(error, path)) ? undefined : messageIdOf(error);

const SendForm = ({ order, move }: { order: OrderView; move: Move }) => {
  const carriers = carriersFor(order.shippingMethod);
  const [carrier, setCarrier] = useState<Carrier>(carriers[0] ?? 'inpost');
  const [trackingNumber, setTrackingNumber] = useState('');
  const action = useAction(refusalBesides('trackingNumber'));
  const trackingError = fieldMessage(action.error, 'trackingNumber');
  return (
    <ActionForm
      action={action}
      onSubmit={() => move({ action: 'send', carrier, trackingNumber: trackingNumber.trim() })}
      submit="staff.action.send"
    >
      <LabelledSelect
        id="staff-send-carrier"
        label="staff.send.carrier"
        value={carrier}
        options={carriers.map((option) => [option, carrierNames[option]] as const)}
        onValue={setCarrier}
      />
      <LabelledInput
        id="staff-send-tracking"
        label="staff.send.trackingNumber"
        value={trackingNumber}
        required
        maxLength={40}
        aria-invalid={trackingError ? true : undefined}
        aria-describedby={trackingError ? 'staff-send-tracking-error' : undefined}
        onValue={setTrackingNumber}
      />
      {trackingError && (
        <p id="staff-send-tracking-error" className="field-error">
          <FormattedMessage id={trackingError} />
        </p>
      )}
    </ActionForm>
  );
};

const BookPaymentForm = ({ order, move }: { order: OrderView; move: Move }) => {
  const intl = useIntl();
  const total = order.totals.total.gross;
  const [amount, setAmount] = useState(() =>
    intl.formatNumber(total / 100, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
  );
  const [receivedOn, setReceivedOn] = useState(() => shopDayOf(new Date()));
  const action = useAction(refusalBesides('amount', 'receivedOn'));
  const book = () => {
    const minor = Math.round(Number(amount.replace(/\s/g, '').replace(',', '.')) * 100);
    return move({
      action: 'bookPayment',
      amount: Number.isFinite(minor) && minor > 0 ? minor : 0,
      receivedOn,
    });
  };
  const amountError = fieldMessage(action.error, 'amount');
  const dayError = fieldMessage(action.error, 'receivedOn');
  return (
    <ActionForm action={action} onSubmit={book} submit="staff.action.bookPayment">
      <label htmlFor="staff-book-amount">
        <FormattedMessage id="staff.book.amount" values={{ currency: order.currency }} />
      </label>
      <input
        id="staff-book-amount"
        value={amount}
        inputMode="decimal"
        required
        aria-invalid={amountError ? true : undefined}
        aria-describedby="staff-book-amount-hint"
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <p id="staff-book-amount-hint" className={amountError ? 'field-error' : 'field-hint'}>
        <FormattedMessage
          id="staff.book.amountHint"
          values={{ total: intl.formatNumber(total / 100, { style: 'currency', currency: order.currency }) }}
        />
      </p>
      <LabelledInput
        id="staff-book-day"
        label="staff.book.receivedOn"
        type="date"
        value={receivedOn}
        required
        min={shopDayOf(new Date(order.createdAt))}
        max={shopDayOf(new Date())}
        aria-invalid={dayError ? true : undefined}
        onValue={setReceivedOn}
      />
      {dayError && (
        <p className="field-error">
          <FormattedMessage id={dayError} />
        </p>
      )}
    </ActionForm>
  );
};

/** A move that needs only a second click (cancel, return) or none (confirm availability, finish). */
const PlainMove = ({ action, move }: { action: OrderStatusAction; move: Move }) => {
  const request = useAction();
  const confirmFirst = action === 'cancel' || action === 'return';
  return (
    <ActionForm
      action={request}
      onSubmit={() => move({ action } as Parameters<Move>[0])}
      ask={confirmFirst ? `staff.action.${action}` : undefined}
      explain={confirmFirst ? `staff.confirm.${action}` : undefined}
      submit={confirmFirst ? `staff.confirm.${action}.yes` : `staff.action.${action}`}
    />
  );
};

/**
 * The order's actions panel. `onMoved` gets the order as it is after a move (or undefined when it
 * must be read again: another member moved it meanwhile).
 */
export const OrderActions = ({
  order,
  onMoved,
}: {
  order: OrderView;
  onMoved: (order: OrderView | undefined) => void;
}) => {
  const { note, setNote, act } = useActNote(
    onMoved,
    (error) => error instanceof ApiError && error.status === 409,
    'staff.moved.changed',
  );
  const move: Move = (transition) =>
    act(() => moveOrder(order.id, transition), `staff.moved.${transition.action}`);
  // A send needs a carrier: an order delivered electronically is finished instead.
  const actions = order.actions.filter(
    (action) => action !== 'send' || carriersFor(order.shippingMethod).length > 0,
  );
  return (
    <ActionsPanel title="staff.order.actions" note={note}>
      {actions.length === 0 ? (
        <p>
          <FormattedMessage id="staff.order.noActions" />
        </p>
      ) : (
        actions.map((action) => (
          <div
            key={`${order.status}-${order.payment}-${action}`}
            className="staff-action"
            data-action={action}
          >
            {action === 'send' ? (
              <SendForm order={order} move={move} />
            ) : action === 'bookPayment' ? (
              <BookPaymentForm order={order} move={move} />
            ) : (
              <PlainMove action={action} move={move} />
            )}
          </div>
        ))
      )}
      {order.status === 'finished' && (
        <PartReturnForm
          order={order}
          onReturned={(returned) => {
            onMoved(returned);
            setNote(returned ? 'staff.moved.partReturn' : 'staff.moved.changed');
          }}
        />
      )}
    </ActionsPanel>
  );
};
