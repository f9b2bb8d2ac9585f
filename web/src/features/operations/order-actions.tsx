import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatusAction } from '#shared/orders/order-states';
import type { OrderView } from '#shared/orders/order-view';
import { type Carrier, carrierNames, carriersFor } from '#shared/orders/shipment';
import { shopDayOf } from '#shared/shop-time';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { moveOrder } from './api/staff-orders-api';
import { PartReturnForm } from './part-return-form';
import { StaffSection } from './staff-section';

// The moves the order's state machine allows operations now (the API's `actions`), and only those:
// a send asks the carrier and tracking number, a booking the amount that arrived and the day, a
// cancellation or return a second click; the others go at once. A refusal says why; an order another
// member moved meanwhile is read again, so the panel offers what its new state allows.

type Move = (transition: Parameters<typeof moveOrder>[1]) => Promise<void>;

const fieldMessage = (error: unknown, path: string) =>
  error instanceof ApiError && error.fields?.some((field) => field.path === path)
    ? `staff.field.${path}`
    : undefined;

const SendForm = ({ order, move }: { order: OrderView; move: Move }) => {
  const carriers = carriersFor(order.shippingMethod);
  const [carrier, setCarrier] = useState<Carrier>(carriers[0] ?? 'inpost');
  const [trackingNumber, setTrackingNumber] = useState('');
  const { error, failure, busy, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => move({ action: 'send', carrier, trackingNumber: trackingNumber.trim() }));
  };
  const trackingError = fieldMessage(error, 'trackingNumber');
  return (
    <form className="staff-action-form" onSubmit={submit}>
      <label htmlFor="staff-send-carrier">
        <FormattedMessage id="staff.send.carrier" />
      </label>
      <select
        id="staff-send-carrier"
        value={carrier}
        onChange={(event) => setCarrier(event.currentTarget.value as Carrier)}
      >
        {carriers.map((option) => (
          <option key={option} value={option}>
            {carrierNames[option]}
          </option>
        ))}
      </select>
      <label htmlFor="staff-send-tracking">
        <FormattedMessage id="staff.send.trackingNumber" />
      </label>
      <input
        id="staff-send-tracking"
        value={trackingNumber}
        required
        maxLength={40}
        autoComplete="off"
        aria-invalid={trackingError ? true : undefined}
        aria-describedby={trackingError ? 'staff-send-tracking-error' : undefined}
        onChange={(event) => setTrackingNumber(event.currentTarget.value)}
      />
      {trackingError && (
        <p id="staff-send-tracking-error" className="field-error">
          <FormattedMessage id={trackingError} />
        </p>
      )}
      <AlertMessage id={trackingError ? undefined : failure} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="staff.action.send" />
      </Button>
    </form>
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
  const { error, failure, busy, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = Math.round(Number(amount.replace(/\s/g, '').replace(',', '.')) * 100);
    void run(() =>
      move({ action: 'bookPayment', amount: Number.isFinite(minor) && minor > 0 ? minor : 0, receivedOn }),
    );
  };
  const amountError = fieldMessage(error, 'amount');
  const dayError = fieldMessage(error, 'receivedOn');
  return (
    <form className="staff-action-form" onSubmit={submit}>
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
      <label htmlFor="staff-book-day">
        <FormattedMessage id="staff.book.receivedOn" />
      </label>
      <input
        id="staff-book-day"
        type="date"
        value={receivedOn}
        required
        min={shopDayOf(new Date(order.createdAt))}
        max={shopDayOf(new Date())}
        aria-invalid={dayError ? true : undefined}
        onChange={(event) => setReceivedOn(event.currentTarget.value)}
      />
      {dayError && (
        <p className="field-error">
          <FormattedMessage id={dayError} />
        </p>
      )}
      <AlertMessage id={amountError || dayError ? undefined : failure} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="staff.action.bookPayment" />
      </Button>
    </form>
  );
};

/** A move that needs only a second click (cancel, return) or none (confirm availability, finish). */
const PlainMove = ({ action, move }: { action: OrderStatusAction; move: Move }) => {
  const [asked, setAsked] = useState(false);
  const { failure, busy, run } = useAction();
  const confirmFirst = action === 'cancel' || action === 'return';
  const go = () => run(() => move({ action } as Parameters<Move>[0]));
  if (confirmFirst && !asked)
    return (
      <Button variant="danger" onClick={() => setAsked(true)}>
        <FormattedMessage id={`staff.action.${action}`} />
      </Button>
    );
  return (
    <div className="staff-action-form">
      {confirmFirst && (
        <p>
          <FormattedMessage id={`staff.confirm.${action}`} />
        </p>
      )}
      <AlertMessage id={failure} />
      <Button variant={confirmFirst ? 'danger' : 'primary'} busy={busy} onClick={() => void go()}>
        <FormattedMessage id={confirmFirst ? `staff.confirm.${action}.yes` : `staff.action.${action}`} />
      </Button>
      {confirmFirst && (
        <Button variant="secondary" onClick={() => setAsked(false)}>
          <FormattedMessage id="staff.confirm.no" />
        </Button>
      )}
    </div>
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
  const [note, setNote] = useState<string>();
  const move: Move = async (transition) => {
    setNote(undefined);
    try {
      onMoved(await moveOrder(order.id, transition));
      setNote(`staff.moved.${transition.action}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onMoved(undefined);
        setNote('staff.moved.changed');
        return;
      }
      throw error;
    }
  };
  // A send needs a carrier: an order delivered electronically is finished instead.
  const actions = order.actions.filter(
    (action) => action !== 'send' || carriersFor(order.shippingMethod).length > 0,
  );
  return (
    <StaffSection title="staff.order.actions" className="staff-actions">
      <p role="status" className="staff-actions__note">
        {note && <FormattedMessage id={note} />}
      </p>
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
    </StaffSection>
  );
};
