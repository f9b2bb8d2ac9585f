import { functionName } from '#infra/local/lambda';
import type { InvocationRecord } from '#infra/local/operation-counter';
import { allFunctions } from '#infra/wiring';
import { awsPrices } from './aws-prices-eu-central-1';
import type { BundleRow } from './bundles';
import {
  chosenMemoryMb,
  costPerMillionAt,
  isWaitedOn,
  measuredWork,
  memoryFloorMb,
  oneVcpuMb,
  slowdownAt,
  slowdownBoundMs,
  workHeadroomMb,
} from './memory-size';

// The `bundles` and `costs` sections together (issue 38 part 1): each function the cost scenarios and
// the customer's browsing invoked, its measured CPU and waiting, the duration and cost of that work at
// the sizes weighed (memory-size.ts), the size the curve chooses and the one infra/wiring gives it.

const shownSizes = [128, 256, 512, 1024, oneVcpuMb];

export interface MemoryRow {
  fn: string;
  triggers: string[];
  /** The trigger whose runs computed longest, the work weighed. */
  trigger: string;
  runs: number;
  cpuMs: number;
  waitMs: number;
  importRssMb: number;
  floorMb: number;
  boundMs: number;
  chosenMb: number;
  wiredMb: number;
}

/** A row per function invoked in `invocations` and bundled in `bundles`; the others named. */
export const memoryCurve = (
  invocations: readonly InvocationRecord[],
  bundles: readonly BundleRow[],
): { rows: MemoryRow[]; unmeasured: string[] } => {
  const rows: MemoryRow[] = [];
  const unmeasured: string[] = [];
  for (const decl of allFunctions()) {
    const fn = functionName(decl.entry);
    // A schedule's run is a batch of what its clock found due, which the scenarios do not size.
    const runs = invocations.filter((run) => run.fn === fn && run.trigger !== 'schedule');
    const work = measuredWork(runs);
    const bundle = bundles.find(({ entry }) => entry === decl.entry);
    if (!work || !bundle) {
      unmeasured.push(`\`${fn}\` (${decl.memoryMb} MB)`);
      continue;
    }
    const triggers = [...new Set(runs.map(({ trigger }) => trigger))];
    const boundMs = isWaitedOn(triggers) ? slowdownBoundMs.waitedOn : slowdownBoundMs.background;
    const floorMb = memoryFloorMb(bundle.importRssMb);
    rows.push({
      fn,
      triggers,
      runs: runs.length,
      ...work,
      importRssMb: bundle.importRssMb,
      floorMb,
      boundMs,
      chosenMb: chosenMemoryMb(work, floorMb, boundMs, awsPrices),
      wiredMb: decl.memoryMb,
    });
  }
  return { rows, unmeasured };
};

export const noteMemoryCurve = (
  note: (line?: string) => void,
  { rows, unmeasured }: ReturnType<typeof memoryCurve>,
) => {
  note('## Memory per function from its duration/cost curve (issue 38 part 1)');
  note();
  note(
    "From the invocations the `costs` section counted (its three runs of an order and of a renewal, its page views) and those of the demo customer signed in on the site opening her panel's pages, the blog and a search and signing up for the newsletter (cost-scenarios.ts, counted for this curve only), each with its code's running time (its callbacks' own, though all functions share one process: infra/local/operation-counter.ts) and the rest of its duration, its waiting: of its trigger that computed longest (in bold), the lower quartile of its runs' code time (a run's only grows when another process takes the core) and their median wait. Schedules are left out: a run is a batch of what came due, which these runs do not size. Memory: the `bundles` section's resident memory after a cold import. " +
      `Modelled on Lambda (test/bench/memory-size.ts): one vCPU at ${oneVcpuMb} MB and a share below it, so the work lasts wait + CPU × ${oneVcpuMb} / M and bills that times M (Arm, eu-central-1). ` +
      `Chosen: the cheapest size at or above the floor (memory after import + ${workHeadroomMb} MB for the work) whose slowdown over one vCPU is at most ${slowdownBoundMs.waitedOn} ms for what a shopper waits on (HTTP and WebSocket routes, sign-in triggers) and ${slowdownBoundMs.background} ms for queues, the stream and schedules. ` +
      'The waiting is DynamoDB Local and the local simulators: it moves the costs below, not the choice. CPU time is one core of this machine standing for a vCPU of Lambda. Each cell: the slowdown over one vCPU, and what 1,000,000 invocations like the weighed ones cost.',
  );
  note();
  note(
    `| function | triggers | runs | CPU ms | wait ms | memory after import | ${shownSizes.map((size) => `${size} MB`).join(' | ')} | chosen | in infra/wiring |`,
  );
  note(`|---|---|---|---|---|---|${shownSizes.map(() => '---|').join('')}---|---|`);
  for (const row of rows) {
    const cells = shownSizes.map((size) =>
      size < row.floorMb
        ? 'too small'
        : `+${slowdownAt(row, size).toFixed(0)} ms, $${costPerMillionAt(row, size, awsPrices).toFixed(2)}`,
    );
    note(
      `| \`${row.fn}\` | ${row.triggers.map((trigger) => (trigger === row.trigger ? `**\`${trigger}\`**` : `\`${trigger}\``)).join(', ')} | ${row.runs} | ${row.cpuMs.toFixed(1)} | ${row.waitMs.toFixed(1)} | ${row.importRssMb.toFixed(0)} MB | ${cells.join(' | ')} | **${row.chosenMb} MB** (≤ ${row.boundMs} ms) | ${row.wiredMb === row.chosenMb ? `${row.wiredMb} MB` : `**${row.wiredMb} MB**`} |`,
    );
  }
  note();
  if (unmeasured.length > 0)
    note(
      `Not measured (schedules, and what these runs do not invoke), sized by hand in infra/wiring: ${unmeasured.join(', ')}.`,
    );
  note();
};
