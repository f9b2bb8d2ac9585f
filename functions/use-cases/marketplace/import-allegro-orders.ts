import type { Product } from '#shared/catalogue/product';
import { inPool } from '#shared/in-pool';
import type { ProductUnits } from '#shared/orders/marketplace-origin';
import type { CheckoutForm, OrderEvent } from '../../lib/allegro/port';
import type { Order } from '../../lib/table/orders';
import { changeOrderStatus } from '../orders/change-order-status';
import { commitNewOrder } from '../orders/commit-numbered-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import { paidInFull, settledEvent } from '../payments/settlement';
import { allegroOrderOf, type MarketplaceOrder } from './allegro-order';
import type { MarketplacePorts } from './deps';

/** Allegro answers at most this many events a page. */
export const journalPage = 1000;
/** Forms handled at once: each is a read at Allegro and a transaction; the numbering queues the transactions. */
const formsAtOnce = 8;

/** What a run did. */
export interface ImportRun {
  events: number;
  imported: number;
  problems: number;
  cancelled: number;
  lastEventId?: string;
}

/** The form's events of a page, in journal order. */
const byForm = (events: readonly OrderEvent[]) => {
  const forms = new Map<string, OrderEvent[]>();
  for (const event of events)
    forms.set(event.checkoutFormId, [...(forms.get(event.checkoutFormId) ?? []), event]);
  return forms;
};

/** The units short of each product's count, given what the order wants and what the stock holds now. */
const shortfallOf = (wanted: readonly ProductUnits[], held: ReadonlyMap<string, number>): ProductUnits[] =>
  wanted.flatMap(({ productId, units }) => {
    const short = units - Math.max(0, held.get(productId) ?? units);
    return short > 0 ? [{ productId, units: short }] : [];
  });

/** The counted units the order's lines take (lines of one product together: one item per stock). */
const unitsWanted = (order: MarketplaceOrder, counted: ReadonlyMap<string, number>): ProductUnits[] => {
  const wanted = new Map<string, number>();
  for (const { productId, quantity } of order.lines)
    if (counted.has(productId)) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  return [...wanted].map(([productId, units]) => ({ productId, units }));
};

/** The marketplace's payment booked with the order: its item and `payment.settled` (the invoice follows). */
const paidParts = (ports: MarketplacePorts, order: Order, now: Date) => {
  const payment = paidInFull(ports.newPaymentId(), order, 'marketplace', now);
  return { item: ports.paymentItems.put(payment), event: settledEvent(payment, order, now, false) };
};

/**
 * Commits the order with the stock it takes, its import mark and, when paid, its payment. Stock the
 * shop sold meanwhile is never oversold silently and the buyer's order is never lost: the units the
 * stock lacks are left untaken and named on the order (`stockShortfall`), which the back office flags.
 */
const commitImport = async (
  ports: MarketplacePorts,
  order: MarketplaceOrder,
  formId: string,
  unitsRead: ReadonlyMap<string, number>,
) => {
  const wantedIds = [...new Set(order.lines.map((line) => line.productId))];
  let held = unitsRead;
  const wanted = unitsWanted(order, held);
  for (;;) {
    const shortfall = shortfallOf(wanted, held);
    const taken = wanted
      .map(({ productId, units }) => ({
        productId,
        units: units - (shortfall.find((short) => short.productId === productId)?.units ?? 0),
      }))
      .filter(({ units }) => units > 0);
    const now = ports.clock();
    const unnumbered: MarketplaceOrder = {
      ...order,
      ...(taken.length > 0 ? { stockTaken: taken } : {}),
      ...(shortfall.length > 0 && order.marketplace
        ? { marketplace: { ...order.marketplace, stockShortfall: shortfall } }
        : {}),
    };
    const committed = await commitNewOrder(ports, unnumbered, (numbered) => {
      const paid = numbered.payment === 'done' ? paidParts(ports, numbered, now) : undefined;
      return {
        items: [
          ...taken.map(({ productId, units }) => ({
            item: ports.placementItems.takeStock(productId, units),
            whenConditionFails: 'not_enough_stock' as const,
          })),
          {
            item: ports.marketplaceItems.imported('allegro', formId, numbered.id, now.toISOString()),
            whenConditionFails: 'imported_before' as const,
          },
          ...(paid ? [{ item: paid.item }] : []),
        ],
        events: [orderPlacedEvent(numbered, now), ...(paid ? [paid.event] : [])],
      };
    });
    if (committed.ok || committed.code === 'imported_before') return committed.ok;
    // Sold meanwhile: read the counts again and take what is left.
    held = await ports.unitsOf(wantedIds);
  }
};

/** The shop's products of the form's offers and their counted units, by id (one read). */
const productsOf = async (
  ports: MarketplacePorts,
  form: CheckoutForm,
): Promise<{ products: Map<string, Product>; units: Map<string, number> }> => {
  const ids = form.lineItems.flatMap((line) => (line.externalId ? [line.externalId] : []));
  return ids.length > 0 ? ports.productsWithStock(ids) : { products: new Map(), units: new Map() };
};

export type FormOutcome = 'imported' | 'problem' | 'cancelled' | 'nothing';

/** A form ready for processing imported once: its order, or its problem kept for the staff. */
const importForm = async (ports: MarketplacePorts, formId: string, eventId: string): Promise<FormOutcome> => {
  if (await ports.importedOrderId('allegro', formId)) return 'nothing';
  const form = await ports.allegro.checkoutForm(formId);
  // Cancelled by the time it is read: the cancellation's own event follows, and nothing was imported.
  if (form.status !== 'READY_FOR_PROCESSING') return 'nothing';
  const now = ports.clock();
  const { products, units } = await productsOf(ports, form);
  const mapped = allegroOrderOf(form, products, ports.newOrderId(now), now);
  if (!mapped.ok) {
    await ports.keepProblem('allegro', {
      formId: form.id,
      eventId,
      seenAt: now.toISOString(),
      buyerLogin: form.buyer.login,
      problem: mapped.problem,
    });
    return 'problem';
  }
  return (await commitImport(ports, mapped.order, form.id, units)) ? 'imported' : 'nothing';
};

/**
 * Input: a form kept as a problem, once the staff fixed its cause (the offer's own id set at Allegro,
 * the product added). Output: `imported` (the problem closed), `problem` (still one: kept) or
 * `nothing` (imported before, or no longer waiting at Allegro: closed too); `undefined` when no such
 * problem waits. An Allegro outage is thrown, the problem kept.
 */
export const importProblemForm = async (
  ports: MarketplacePorts,
  formId: string,
): Promise<FormOutcome | undefined> => {
  const problem = await ports.readProblem('allegro', formId);
  if (!problem) return undefined;
  const outcome = await importForm(ports, formId, problem.eventId);
  if (outcome !== 'problem') await ports.forgetProblem('allegro', formId);
  return outcome;
};

/** An imported order its buyer cancelled at Allegro, cancelled in the shop while it is not sent (stock back). */
const cancelForm = async (ports: MarketplacePorts, formId: string): Promise<FormOutcome> => {
  const orderId = await ports.importedOrderId('allegro', formId);
  const order = orderId ? await ports.findOrder(orderId) : undefined;
  if (!order || order.status === 'cancelled') return 'nothing';
  const cancelled = await changeOrderStatus(ports, order, { action: 'cancel', actor: 'marketplace' });
  // Already sent, or moved meanwhile: the staff settle it with the buyer; nothing to undo here.
  return cancelled.ok ? 'cancelled' : 'nothing';
};

const handleForm = async (ports: MarketplacePorts, events: readonly OrderEvent[]): Promise<FormOutcome[]> => {
  const outcomes: FormOutcome[] = [];
  for (const event of events) {
    if (event.type === 'READY_FOR_PROCESSING')
      outcomes.push(await importForm(ports, event.checkoutFormId, event.id));
    if (event.type === 'BUYER_CANCELLED' || event.type === 'AUTO_CANCELLED')
      outcomes.push(await cancelForm(ports, event.checkoutFormId));
  }
  return outcomes;
};

/**
 * Input: `until`, the time after which no further page is started. Output: what the run did.
 * Course: the journal is read from the last seen event, a page at a time; a page's events are
 * grouped per checkout form and the forms handled several at once, each form's events in order: ready
 * for processing → the form read and imported once as an order (payment method 8, paid when Allegro
 * says the buyer paid, its counted stock taken in its transaction, or its problem kept for the
 * staff: `allegro-order.ts`); cancelled by the buyer or by Allegro → the imported order cancelled
 * while it is not sent. Only then does the journal move on past the page (conditional on where it
 * was, so two runs at once do not both move it); a run that stops midway reads the page again, and
 * what it handled before changes nothing (the import mark, the order's status). An Allegro outage
 * or refusal is thrown, the journal staying where it was: the next run resumes there.
 */
export const importAllegroOrders = async (
  ports: MarketplacePorts,
  { until }: { until: number },
): Promise<ImportRun> => {
  const run: ImportRun = { events: 0, imported: 0, problems: 0, cancelled: 0 };
  let journal = await ports.readJournal('allegro');
  for (;;) {
    const events = await ports.allegro.orderEvents(journal.lastEventId, journalPage);
    const last = events.at(-1);
    if (!last) break;
    const outcomes = (
      await inPool([...byForm(events).values()], formsAtOnce, (form) => handleForm(ports, form))
    ).flat();
    const count = (outcome: FormOutcome) => outcomes.filter((each) => each === outcome).length;
    run.events += events.length;
    run.imported += count('imported');
    run.problems += count('problem');
    run.cancelled += count('cancelled');
    const moved = {
      lastEventId: last.id,
      lastRunAt: ports.clock().toISOString(),
      imported: run.imported,
      problems: run.problems,
    };
    if (!(await ports.moveJournal('allegro', journal.lastEventId, moved))) break;
    journal = moved;
    run.lastEventId = last.id;
    if (events.length < journalPage || Date.now() > until) break;
  }
  return run;
};
