import type { OrderStatus } from '#shared/orders/order-states';
import type { Carrier } from '#shared/orders/shipment';
import type { AllegroSeller } from '../../lib/allegro/port';
import type { Order } from '../../lib/table/orders';

// What the buyer sees at Allegro follows the shop's order: sent with its carrier and tracking number
// (the shipment added, the fulfilment status SENT), or cancelled by the staff (CANCELLED).

/** Allegro's carrier ids of the shop's carriers. */
const allegroCarriers: Record<Carrier, string> = {
  inpost: 'INPOST',
  dpd: 'DPD',
  dhl: 'DHL',
  ups: 'UPS',
  gls: 'GLS',
  'poczta-polska': 'POCZTA_POLSKA',
};

export interface FulfilmentPorts {
  allegro: AllegroSeller;
  findOrder: (orderId: string) => Promise<Order | undefined>;
}

/**
 * Input: an imported order's status change (`order.status-changed` of a marketplace order). Output:
 * what was reported: `sent` (its shipment added with every line, then the status SENT), `cancelled`, or
 * `nothing` for the other moves and for an order that is not Allegro's. An Allegro outage is thrown,
 * so the event comes again; the shipment is added before the status, so a repeat after a failed status
 * finds the form still waiting for it.
 */
export const reportFulfilment = async (
  ports: FulfilmentPorts,
  change: { orderId: string; to: OrderStatus },
): Promise<'sent' | 'cancelled' | 'nothing'> => {
  const order = await ports.findOrder(change.orderId);
  const origin = order?.marketplace;
  if (!order || origin?.marketplace !== 'allegro') return 'nothing';
  if (change.to === 'finished' && order.shipment) {
    await ports.allegro.addShipment(origin.orderId, {
      carrierId: allegroCarriers[order.shipment.carrier],
      waybill: order.shipment.trackingNumber,
      lineItemIds: origin.lineIds,
    });
    await ports.allegro.setFulfilmentStatus(origin.orderId, 'SENT');
    return 'sent';
  }
  if (change.to === 'cancelled') {
    await ports.allegro.setFulfilmentStatus(origin.orderId, 'CANCELLED');
    return 'cancelled';
  }
  return 'nothing';
};
