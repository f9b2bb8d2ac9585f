import { invoiceStatus } from '#shared/invoices/invoice-status';
import { invoiceListEntry } from '#shared/invoices/invoice-views';
import {
  type DashboardEvent,
  type DashboardQuery,
  type DashboardSources,
  dashboardEvents,
} from '#shared/microsoft/dashboard';
import type { listClientInvoices } from '../../lib/table/invoices';
import type { listClientOrders } from '../../lib/table/orders';
import type { listSavedCards } from '../../lib/table/saved-cards';
import { ok, type Result } from '../result';
import type { SubscriptionPorts } from './subscription-deps';

export type DashboardPorts = Pick<SubscriptionPorts, 'subscriptionsOf' | 'clock'> & {
  listClientOrders: typeof listClientOrders;
  listClientInvoices: typeof listClientInvoices;
  listSavedCards: typeof listSavedCards;
};

/** Unpaid orders and invoices read at most: a customer with more is told about these first. */
const unpaidRead = 50;

/**
 * Input: the caller and the days shown. Output: the calendar's events of those days
 * (`shared/microsoft/dashboard.ts` decides which). Course: the caller's subscriptions, her unpaid
 * orders that continue an earlier one (a renewal, a trial's next month, a next term ordered ahead),
 * her unpaid VAT invoices with what is left to pay on each, and her saved cards, read at once from her
 * own partition.
 */
export const dashboard = async (
  ports: DashboardPorts,
  { sub, query }: { sub: string; query: DashboardQuery },
): Promise<Result<{ events: DashboardEvent[] }>> => {
  const [subscriptions, unpaid, invoices, cards] = await Promise.all([
    ports.subscriptionsOf(sub),
    ports.listClientOrders(sub, { status: 'unpaid' }, unpaidRead),
    ports.listClientInvoices(
      sub,
      undefined,
      unpaidRead,
      (invoice) => invoice.kind === 'VAT' && invoiceStatus(invoice, invoice.payment.paid) === 2,
    ),
    ports.listSavedCards(sub),
  ]);
  const sources: DashboardSources = {
    subscriptions,
    unpaidFollowUps: unpaid.orders
      .filter((order) => order.continues)
      .map((order) => ({
        id: order.id,
        createdAt: order.createdAt,
        gross: order.totals.total.gross,
        currency: order.currency,
      })),
    unpaidInvoices: invoices.invoices.map(invoiceListEntry),
    cards,
  };
  return ok({ events: dashboardEvents(sources, query, ports.clock()) });
};
