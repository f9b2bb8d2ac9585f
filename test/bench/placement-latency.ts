import { putStock } from '#functions/lib/table/stock';
import { inPool } from '#shared/in-pool';
import { answerLabel, type GuestBasket, guestShopper } from './guest-shopper';
import { shopIdle } from './shop-idle';
import { countBy, median, percentile } from './stats';

// The placement target: `POST /api/orders/orders` through the local gateway at 20 concurrent
// shoppers, p99 ≤ 150 ms. Each shopper has a guest basket of its own, filled before the clock starts;
// 20 at a time place their orders, in rounds, and each placement's time is measured alone. Then the
// placement's own write path: the same rounds with the queues' deliveries to the order's consumers
// held (as disabling their event source mappings would), so only the placement and the outbox's
// publication write to DynamoDB Local, which runs every request one at a time; the consumers then
// catch up before the next section.

export const placementConcurrency = 20;
const roundCount = 5;
const heldRoundCount = 3;
const placementsPerRound = 100;
const warmUpPlacements = 40;
/** How long the bench waits for the shop to finish the orders' work before and after the held rounds. */
const drainMs = 120_000;
/** Hardware whose stock the bench raises, so no placement runs out of it. */
const productId = 'dell-dock-wd19s-130w';

export interface PlacementRound {
  p50: number;
  p99: number;
  /** Orders placed per second over the round (20 shoppers at once). */
  perSecond: number;
  /** Answers other than 201: status and code, how many. */
  errors: [string, number][];
}

/** Holds (false) or resumes (true) the shop's queue deliveries to their consumers. */
const deliver = async (port: number, delivering: boolean) => {
  const answer = await fetch(`http://127.0.0.1:${port}/_local/queues?delivering=${delivering}`, {
    method: 'PUT',
  });
  if (!answer.ok) throw new Error(`the shop did not switch its queues' deliveries: ${answer.status}`);
};

export const benchPlacement = async (port: number) => {
  const shopper = guestShopper(port);
  await putStock([
    { productId, units: warmUpPlacements + (roundCount + heldRoundCount) * placementsPerRound },
  ]);
  const round = async (n: number, placements = placementsPerRound): Promise<PlacementRound> => {
    const baskets = await inPool(Array.from({ length: placements }), placementConcurrency, () =>
      shopper.fill([{ productId, quantity: 1 }]),
    );
    const times: number[] = [];
    const errors: string[] = [];
    const roundStarted = performance.now();
    await inPool(baskets, placementConcurrency, async (basket: GuestBasket, i) => {
      const started = performance.now();
      const answer = await shopper.place(basket, `bench-${n}-${i}@example.pl`);
      if (answer.status === 201) times.push(performance.now() - started);
      else errors.push(answerLabel(answer));
    });
    const perSecond = times.length / ((performance.now() - roundStarted) / 1000);
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      perSecond,
      errors: countBy(errors),
    };
  };
  await round(0, warmUpPlacements); // warm-up: the function's container, the table's first transactions
  const rounds: PlacementRound[] = [];
  for (let n = 1; n <= roundCount; n++) rounds.push(await round(n));
  const drained = await shopIdle(port, drainMs);
  const held: PlacementRound[] = [];
  await deliver(port, false);
  try {
    for (let n = 1; n <= heldRoundCount; n++) held.push(await round(roundCount + n));
  } finally {
    await deliver(port, true);
  }
  const caughtUp = await shopIdle(port, drainMs);
  return { rounds, held, drained, caughtUp };
};

export type PlacementFigures = Awaited<ReturnType<typeof benchPlacement>>;

const noteRounds = (note: (line?: string) => void, rounds: readonly PlacementRound[]) => {
  note('| round | p50 ms | p99 ms | placements/s | errors |');
  note('|---|---|---|---|---|');
  rounds.forEach(({ p50, p99, perSecond, errors }, i) => {
    note(
      `| ${i + 1} | ${p50.toFixed(0)} | ${p99.toFixed(0)} | ${perSecond.toFixed(1)} | ${errors.map(([label, count]) => `${count} × ${label}`).join(', ') || 0} |`,
    );
  });
  note();
};

/** The median of the rounds' placements per second. */
export const placementsPerSecond = (rounds: readonly PlacementRound[]) =>
  median(rounds.map(({ perSecond }) => perSecond).sort((a, b) => a - b));

export const notePlacement = (
  note: (line?: string) => void,
  { rounds, held, drained, caughtUp }: PlacementFigures,
) => {
  note(
    `## Order placement, \`POST /api/orders/orders\` through the local gateway, ${placementConcurrency} concurrent guests, ${placementsPerRound} orders per round (target p99 ≤ 150 ms)`,
  );
  note();
  note(
    "With the order's consumers at work meanwhile (its confirmation mail, search items, stock followed), all on DynamoDB Local:",
  );
  note();
  noteRounds(note, rounds);
  const p99s = rounds.map(({ p99 }) => p99).sort((a, b) => a - b);
  note(`Median p99 over the rounds: **${median(p99s).toFixed(0)} ms**.`);
  note();
  note(
    `The placement's own write path, the queues' deliveries to the consumers held (the shop ${drained.idle ? 'idle' : 'still busy'} after ${drained.waitedSeconds.toFixed(0)} s before them; the consumers caught up ${caughtUp.idle ? 'in' : 'not yet after'} ${caughtUp.waitedSeconds.toFixed(0)} s after them):`,
  );
  note();
  noteRounds(note, held);
};
