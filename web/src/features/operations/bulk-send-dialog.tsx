import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { type Carrier, carrierNames, carriersFor, trackingNumberPattern } from '#shared/orders/shipment';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { messageIdOf } from '../../lib/api-client';
import { moveOrder } from './api/staff-orders-api';
import { StaffTable } from './staff-section';

const columns = [
  'staff.orders.number',
  'staff.send.carrier',
  'staff.send.trackingNumber',
  'staff.bulk.outcome',
];

type Outcome = { kind: 'sent' } | { kind: 'refused'; messageId: string };

interface Parcel {
  carrier: Carrier;
  trackingNumber: string;
}

/**
 * Sends the selected orders together: each with its carrier (the ones its delivery allows) and its
 * tracking number. They go one by one through the same move as on the order's page; each row says
 * whether it was sent or why not (another member sent it meanwhile), and the rest go on.
 */
export const BulkSendDialog = ({ orders, onClose }: { orders: OrderView[]; onClose: () => void }) => {
  const intl = useIntl();
  const [parcels, setParcels] = useState<Record<string, Parcel>>(() =>
    Object.fromEntries(
      orders.map((order) => [
        order.id,
        { carrier: carriersFor(order.shippingMethod)[0] ?? 'inpost', trackingNumber: '' },
      ]),
    ),
  );
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [busy, setBusy] = useState(false);
  const open = orders.filter((order) => outcomes[order.id]?.kind !== 'sent');
  const set = (id: string, change: Partial<Parcel>) =>
    setParcels((before) => ({ ...before, [id]: { ...(before[id] as Parcel), ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    for (const order of open) {
      const parcel = parcels[order.id] as Parcel;
      const trackingNumber = parcel.trackingNumber.trim();
      if (!trackingNumberPattern.test(trackingNumber)) {
        setOutcomes((before) => ({
          ...before,
          [order.id]: { kind: 'refused', messageId: 'staff.send.trackingInvalid' },
        }));
        continue;
      }
      try {
        await moveOrder(order.id, { action: 'send', carrier: parcel.carrier, trackingNumber });
        setOutcomes((before) => ({ ...before, [order.id]: { kind: 'sent' } }));
      } catch (error) {
        setOutcomes((before) => ({
          ...before,
          [order.id]: { kind: 'refused', messageId: messageIdOf(error) },
        }));
      }
    }
    setBusy(false);
  };

  return (
    <ModalDialog title="staff.bulk.title" onClose={onClose} className="modal staff-bulk-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <StaffTable columns={columns}>
          <tbody>
            {orders.map((order) => {
              const parcel = parcels[order.id] as Parcel;
              const outcome = outcomes[order.id];
              const done = outcome?.kind === 'sent';
              return (
                <tr key={order.id} data-order={order.id}>
                  <th scope="row">{order.number}</th>
                  <td>
                    <select
                      value={parcel.carrier}
                      disabled={done}
                      aria-label={intl.formatMessage(
                        { id: 'staff.send.carrierOf' },
                        { number: order.number },
                      )}
                      onChange={(event) => set(order.id, { carrier: event.currentTarget.value as Carrier })}
                    >
                      {carriersFor(order.shippingMethod).map((carrier) => (
                        <option key={carrier} value={carrier}>
                          {carrierNames[carrier]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      value={parcel.trackingNumber}
                      disabled={done}
                      required
                      maxLength={40}
                      aria-label={intl.formatMessage(
                        { id: 'staff.send.trackingOf' },
                        { number: order.number },
                      )}
                      onChange={(event) => set(order.id, { trackingNumber: event.currentTarget.value })}
                    />
                  </td>
                  <td role="status">
                    {outcome && (
                      <FormattedMessage
                        id={outcome.kind === 'sent' ? 'staff.bulk.sent' : outcome.messageId}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StaffTable>
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="staff.bulk.close" />
          </Button>
          {open.length > 0 && (
            <Button type="submit" busy={busy}>
              <FormattedMessage id="staff.bulk.sendCount" values={{ count: open.length }} />
            </Button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
};
