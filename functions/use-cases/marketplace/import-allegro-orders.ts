import type { Product } from '#shared/catalogue/product';
import { inPool } from '#shared/in-pool';
import type { ProductUnits } from '#shared/orders/marketplace-origin';
import { orderYearOf } from '#shared/orders/order-number';
import type { CheckoutForm, OrderEvent } from '../../lib/allegro/port';
import type { Order } from '../../lib/table/orders';
import { changeOrderStatus } from '../orders/change-order-status';
import { commitNewOrder, commitNewOrders } from '../orders/commit-numbered-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import { readsCoverSum, stockSum } from '../orders/stock-taken-together';
import { paidInFull, settledEvent } from '../payments/settlement';
import { allegroOrderOf, type MarketplaceOrder } from './allegro-order';
import type { MarketplacePorts } from './deps';

/** Allegro answers at most this many events a page. */
export const journalPage = 1000;
/** Forms read at once: each is a read at Allegro and of the shop's table. */
const formsAtOnce = 8;
/**
 * Paid forms committed together, in one transaction (their orders, import marks and payments, the
 * stock they take added up per product): about 50 of DynamoDB's 100 items, and one turn of the
 * numbering queue for ten orders instead of one each.
 */
const formsPerTransaction = 10;

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
 * What imported orders' transaction holds beside the orders: the stock they take (one item per
 * product), each form's import mark, each paid order's payment, and their events.
 */
const importWrite = (
  ports: MarketplacePorts,
  now: Date,
  taken: readonly ProductUnits[],
  imported: readonly { formId: string; order: Order }[],
) => {
  const paid = imported.map(({ order }) =>
    order.payment === 'done' ? paidParts(ports, order, now) : undefined,
  );
  return {
    items: [
      ...taken.map(({ productId, units }) => ({
        item: ports.placementItems.takeStock(productId, units),
        whenConditionFails: 'not_enough_stock' as const,
      })),
      ...imported.map(({ formId, order }) => ({
        item: ports.marketplaceItems.imported('allegro', formId, order.id, now.toISOString()),
        whenConditionFails: 'imported_before' as const,
      })),
      ...paid.flatMap((parts) => (parts ? [{ item: parts.item }] : [])),
    ],
    events: imported.flatMap(({ order }, i) => [
      orderPlacedEvent(order, now),
      ...(paid[i] ? [paid[i].event] : []),
    ]),
  };
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
    const committed = await commitNewOrder(ports, unnumbered, (numbered) =>
      importWrite(ports, now, taken, [{ formId, order: numbered }]),
    );
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

/** A form ready for processing, mapped to its order with the counted units its products held when read. */
interface MappedForm {
  formId: string;
  order: MarketplaceOrder;
  units: ReadonlyMap<string, number>;
}

/**
 * A form ready for processing read and mapped, or what became of it: `nothing` when imported before
 * or no longer ready (cancelled by the time it is read: the cancellation's own event follows),
 * `problem` when its problem was kept for the staff.
 */
const mapForm = async (
  ports: MarketplacePorts,
  formId: string,
  eventId: string,
): Promise<MappedForm | FormOutcome> => {
  if (await ports.importedOrderId('allegro', formId)) return 'nothing';
  const form = await ports.allegro.checkoutForm(formId);
  if (form.status !== 'READY_FOR_PROCESSING') return 'nothing';
  const now = ports.clock();
  const { products, units } = await productsOf(ports, form);
  const mapped = allegroOrderOf(form, products, ports.newOrderId(now), now);
  if (mapped.ok) return { formId: form.id, order: mapped.order, units };
  await ports.keepProblem('allegro', {
    formId: form.id,
    eventId,
    seenAt: now.toISOString(),
    buyerLogin: form.buyer.login,
    problem: mapped.problem,
  });
  return 'problem';
};

const commitMapped = async (ports: MarketplacePorts, { order, formId, units }: MappedForm) =>
  (await commitImport(ports, order, formId, units)) ? 'imported' : 'nothing';

/** A form ready for processing imported once: its order, or its problem kept for the staff. */
const importForm = async (ports: MarketplacePorts, formId: string, eventId: string): Promise<FormOutcome> => {
  const mapped = await mapForm(ports, formId, eventId);
  return typeof mapped === 'string' ? mapped : commitMapped(ports, mapped);
};

/**
 * Forms mapped at the same moment committed in one transaction, when the stock read holds every unit
 * they take (added up per product: one item per stock). Answers whether they were; any refusal (a
 * form imported meanwhile by another run, stock sold meanwhile) leaves them to be committed one at a
 * time, which settles each as `commitImport` does.
 */
const commitTogether = async (ports: MarketplacePorts, forms: readonly MappedForm[]): Promise<boolean> => {
  const takes = forms.map(({ order, units }) => ({
    stockTaken: unitsWanted(order, units),
    unitsRead: units,
  }));
  if (!readsCoverSum(takes)) return false;
  const orders = forms.map(({ order }, i) => {
    const taken = takes[i]?.stockTaken ?? [];
    return taken.length > 0 ? { ...order, stockTaken: taken } : order;
  });
  const now = ports.clock();
  const taken = stockSum(takes);
  // `numbered` holds the forms' orders in the forms' order.
  const committed = await commitNewOrders(ports, orders, (numbered) =>
    importWrite(
      ports,
      now,
      taken,
      forms.flatMap(({ formId }, i) => {
        const order = numbered[i];
        return order ? [{ formId, order }] : [];
      }),
    ),
  );
  return committed.ok;
};

/**
 * Forms whose only event in the page is their readiness, imported a few transactions at a time:
 * read and mapped `formsAtOnce` at a time, the mapped ones of each group committed together, or one
 * at a time when that is refused.
 */
const importReadyForms = async (
  ports: MarketplacePorts,
  forms: readonly { formId: string; eventId: string }[],
): Promise<FormOutcome[]> => {
  const groups = Array.from({ length: Math.ceil(forms.length / formsPerTransaction) }, (_, i) =>
    forms.slice(i * formsPerTransaction, (i + 1) * formsPerTransaction),
  );
  const outcomes = await inPool(groups, 2, async (group) => {
    const read = await inPool(group, formsAtOnce, ({ formId, eventId }) => mapForm(ports, formId, eventId));
    const mapped = read.filter((each): each is MappedForm => typeof each !== 'string');
    const settled = read.filter((each): each is FormOutcome => typeof each === 'string');
    const sameYear = new Set(mapped.map(({ order }) => orderYearOf(order.createdAt))).size <= 1;
    if (mapped.length > 0 && sameYear && (await commitTogether(ports, mapped)))
      return [...settled, ...mapped.map((): FormOutcome => 'imported')];
    const oneByOne: FormOutcome[] = [];
    for (const form of mapped) oneByOne.push(await commitMapped(ports, form));
    return [...settled, ...oneByOne];
  });
  return outcomes.flat();
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
 * while it is not sent. Forms whose only event is their readiness (a busy page's usual case) are
 * committed ten to a transaction (`importReadyForms`). Only then does the journal move on past the page (conditional on where it
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
    const forms = [...byForm(events).values()];
    const onlyReady = forms.flatMap(([event, ...more]) =>
      event?.type === 'READY_FOR_PROCESSING' && more.length === 0
        ? [{ formId: event.checkoutFormId, eventId: event.id }]
        : [],
    );
    const others = forms.filter(
      ([event, ...more]) => event?.type !== 'READY_FOR_PROCESSING' || more.length > 0,
    );
    const outcomes = [
      ...(await importReadyForms(ports, onlyReady)),
      ...(await inPool(others, formsAtOnce, (form) => handleForm(ports, form))).flat(),
    ];
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
