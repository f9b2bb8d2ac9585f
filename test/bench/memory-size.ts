import type { InvocationRecord } from '#infra/local/operation-counter';
import type { AwsPrices } from './aws-prices-eu-central-1';
import { gbSeconds } from './operation-cost';
import { ascending, median, percentile } from './stats';

// Issue 38 part 1: each function's memory size from a duration/cost curve. Lambda gives a function CPU in
// proportion to its memory, one vCPU at 1,769 MB (https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html),
// so an invocation that computed `cpuMs` on a full core and waited `waitMs` on the services it called
// lasts waitMs + cpuMs × 1,769 / M at M MB below that, and bills that duration times M. Cost rises
// with M while the computing alone slows down as M falls: the size chosen is the cheapest whose slowdown
// over one full vCPU stays within the function's bound, and whose memory holds the function imported
// with room for its work. The cold import is left out: an on-demand function's initialisation runs on a
// full vCPU at any size (https://serverlessland.com/content/service/lambda/guides/effectively-running-java-on-serverless/init-heavy-lifting).

export const oneVcpuMb = 1769;

/** The sizes weighed, in MB: Lambda takes any from 128 MB; above one vCPU a single thread is no faster. */
export const memorySizes = [128, 256, 384, 512, 768, 1024, 1280, 1536, oneVcpuMb] as const;

/**
 * How much slower than on one full vCPU an invocation may be, in ms: a shopper waits on an HTTP API
 * route, a WebSocket route or a sign-in trigger, and 20 ms more is below what she notices; the work
 * behind queues, the table's stream and schedules reaches her later, by a page that follows the order.
 */
export const slowdownBoundMs = { waitedOn: 20, background: 100 } as const;

/** The memory an invocation may use beyond the function's, imported: its event, answers and documents. */
export const workHeadroomMb = 64;

const background = /^(queue |table stream$|schedule$|invoke$)/;

/** A shopper waits on it: it answers a request or a trigger, not a queue, stream or schedule. */
export const isWaitedOn = (triggers: readonly string[]) =>
  triggers.some((trigger) => !background.test(trigger));

export interface Work {
  /** CPU time on one full core, and the rest of its duration: waiting on what it called. */
  cpuMs: number;
  waitMs: number;
}

/**
 * A function's CPU time and waiting per invocation (none: unmeasured), of the trigger (a route, a queue…)
 * whose invocations computed longest; its lighter routes are slowed down less. Its CPU time is the lower
 * quartile of its runs': on this shared machine a run's code time only grows when another process takes
 * the core from it (the first of 1–3 runs, the second of 4–7); its waiting, their median.
 */
export const measuredWork = (runs: readonly InvocationRecord[]): (Work & { trigger: string }) | undefined => {
  const byTrigger = [...new Set(runs.map(({ trigger }) => trigger))].map((trigger) => {
    const own = runs.filter((run) => run.trigger === trigger);
    return {
      trigger,
      cpuMs: percentile(ascending(own.map(({ cpuMs }) => cpuMs)), 0.25),
      waitMs: median(ascending(own.map(({ ms, cpuMs }) => ms - cpuMs))),
    };
  });
  return byTrigger.sort((a, b) => b.cpuMs - a.cpuMs)[0];
};

/** Lambda's duration of the work at `memoryMb`. */
export const durationAt = ({ cpuMs, waitMs }: Work, memoryMb: number) =>
  waitMs + cpuMs * Math.max(1, oneVcpuMb / memoryMb);

/** How much longer than on one full vCPU the work lasts at `memoryMb`. */
export const slowdownAt = (work: Work, memoryMb: number) =>
  durationAt(work, memoryMb) - durationAt(work, oneVcpuMb);

/** What a million invocations of the work cost at `memoryMb` on Arm, in USD. */
export const costPerMillionAt = (work: Work, memoryMb: number, prices: AwsPrices) =>
  1e6 *
  (prices.lambdaRequest.usd +
    gbSeconds({ ms: durationAt(work, memoryMb), memoryMb }) * prices.lambdaArmGbSecond.usd);

/** The smallest size weighed that holds the function imported (`importRssMb`) and its work's headroom. */
export const memoryFloorMb = (importRssMb: number) =>
  memorySizes.find((size) => size >= importRssMb + workHeadroomMb) ?? oneVcpuMb;

/** The cheapest size at or above the floor whose slowdown stays within the bound (one vCPU if none does). */
export const chosenMemoryMb = (work: Work, floorMb: number, boundMs: number, prices: AwsPrices) => {
  const fitting = memorySizes.filter((size) => size >= floorMb && slowdownAt(work, size) <= boundMs);
  const cost = (size: number) => costPerMillionAt(work, size, prices);
  return fitting.sort((a, b) => cost(a) - cost(b) || a - b)[0] ?? oneVcpuMb;
};
