import { productsWithStock, putStock } from '#functions/lib/table/stock';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { inPool } from '#shared/in-pool';
import { answerLabel, guestShopper } from './guest-shopper';
import { countBy } from './stats';

// The stock race: 100 guests, each with the demo laptop in a basket of their own, place their
// orders at the same moment for a laptop with exactly 10 units; then the 10 orders are cancelled (each
// twice at once, as two tabs would) and 100 more guests race for the units given back. Target each
// round: 10 orders, 90 clean `not_enough_stock` refusals, no 5xx; stock 10 after the cancellations
// (given back once) and 0 at the end.

const shoppers = 100;
const units = 10;
/** The clean refusal of a placement the stock no longer covers. */
const refused = '409 not_enough_stock';

/** One round: 100 guests' placements at once; what they were answered and how long all took. */
const race = async (port: number, round: number) => {
  const shopper = guestShopper(port);
  const baskets = await inPool(Array.from({ length: shoppers }), 20, () =>
    shopper.fill([{ productId: demoStockLaptopId, quantity: 1 }]),
  );
  const started = performance.now();
  const answers = await Promise.all(
    baskets.map((basket, i) => shopper.place(basket, `bench-race-${round}-${i}@example.pl`)),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
};

const unitsLeft = async () => (await productsWithStock([demoStockLaptopId])).units.get(demoStockLaptopId);

export const benchStockRace = async (port: number) => {
  const shopper = guestShopper(port);
  await putStock([{ productId: demoStockLaptopId, units }]);
  const first = await race(port, 1);
  const placed = first.answers.flatMap(({ placed }) => (placed ? [placed] : []));
  const cancellations = await Promise.all(
    placed.flatMap((order) => [shopper.cancel(order), shopper.cancel(order)]),
  );
  const afterCancelling = await unitsLeft();
  const second = await race(port, 2);
  const all = [...first.answers, ...cancellations, ...second.answers];
  return {
    rounds: [first, second].map(({ answers, seconds }) => ({
      answers: countBy(answers.map(answerLabel)),
      seconds,
    })),
    cancellations: countBy(cancellations.map(answerLabel)),
    afterCancelling,
    serverErrors: all.filter(({ status }) => status >= 500).length,
    stock: await unitsLeft(),
  };
};

export const noteStockRace = (
  note: (line?: string) => void,
  { rounds, cancellations, afterCancelling, serverErrors, stock }: Awaited<ReturnType<typeof benchStockRace>>,
) => {
  note(
    `## Stock race: ${shoppers} concurrent guest checkouts of \`${demoStockLaptopId}\` with ${units} units, all ${units} cancelled, and ${shoppers} more`,
  );
  note();
  note('| figure | first round | second round | target |');
  note('|---|---|---|---|');
  const countOf = (answers: [string, number][], label: string) =>
    answers.find(([answer]) => answer === label)?.[1] ?? 0;
  const [first, second] = rounds;
  const both = (label: string) =>
    `${countOf(first?.answers ?? [], label)} | ${countOf(second?.answers ?? [], label)}`;
  note(`| orders placed (201) | ${both('201')} | ${units} |`);
  note(`| refused: 409 not_enough_stock | ${both(refused)} | ${shoppers - units} |`);
  const others = new Set(
    rounds
      .flatMap(({ answers }) => answers.map(([label]) => label))
      .filter((l) => l !== '201' && l !== refused),
  );
  for (const label of others) note(`| other answer: ${label} | ${both(label)} | 0 |`);
  note(`| all answers in | ${first?.seconds.toFixed(1)} s | ${second?.seconds.toFixed(1)} s | |`);
  note();
  note(
    `Cancellations (each order twice at once): ${cancellations.map(([label, count]) => `${count} × ${label}`).join(', ')}` +
      ` (target ${units} × 200, ${units} × 409: order_changed for a second cancellation that met the first, order_cannot_be_cancelled for one that came after it); stock after them ${afterCancelling ?? 'no stock item'} (target ${units});` +
      ` stock at the end ${stock ?? 'no stock item'} (target 0); 5xx answers ${serverErrors} (target 0).`,
  );
  note();
};
