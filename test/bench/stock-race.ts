import { productsWithStock, putStock } from '#functions/lib/table/stock';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { answerLabel, guestShopper, inPool } from './guest-shopper';
import { countBy } from './stats';

// The stock race: 100 guests, each with the demo laptop in a basket of their own, place their
// orders at the same moment for a laptop with exactly 10 units. Target: 10 orders, 90 clean
// `not_enough_stock` refusals, stock 0, no 5xx.

const shoppers = 100;
const units = 10;
/** The clean refusal of a placement the stock no longer covers. */
const refused = '409 not_enough_stock';

export const benchStockRace = async (port: number) => {
  const shopper = guestShopper(port);
  await putStock([{ productId: demoStockLaptopId, units }]);
  const baskets = await inPool(Array.from({ length: shoppers }), 20, () =>
    shopper.fill([{ productId: demoStockLaptopId, quantity: 1 }]),
  );
  const started = performance.now();
  const answers = await Promise.all(
    baskets.map((basket, i) => shopper.place(basket, `bench-race-${i}@example.pl`)),
  );
  const seconds = (performance.now() - started) / 1000;
  const stock = (await productsWithStock([demoStockLaptopId])).units.get(demoStockLaptopId);
  return {
    answers: countBy(answers.map(answerLabel)),
    serverErrors: answers.filter(({ status }) => status >= 500).length,
    stock,
    seconds,
  };
};

export const noteStockRace = (
  note: (line?: string) => void,
  { answers, serverErrors, stock, seconds }: Awaited<ReturnType<typeof benchStockRace>>,
) => {
  note(
    `## Stock race: ${shoppers} concurrent guest checkouts of \`${demoStockLaptopId}\` with ${units} units in stock`,
  );
  note();
  note('| figure | value | target |');
  note('|---|---|---|');
  const countOf = (label: string) => answers.find(([answer]) => answer === label)?.[1] ?? 0;
  note(`| orders placed (201) | ${countOf('201')} | ${units} |`);
  note(`| refused: 409 not_enough_stock | ${countOf(refused)} | ${shoppers - units} |`);
  for (const [label, count] of answers.filter(([answer]) => answer !== '201' && answer !== refused))
    note(`| other answer: ${label} | ${count} | 0 |`);
  note(`| stock left | ${stock ?? 'no stock item'} | 0 |`);
  note(`| 5xx answers | ${serverErrors} | 0 |`);
  note(`| all answers in | ${seconds.toFixed(1)} s | |`);
  note();
};
