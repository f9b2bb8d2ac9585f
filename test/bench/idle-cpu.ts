import { setTimeout as sleep } from 'node:timers/promises';
import { clockTicksPerSecond, processTree, ticksBetween } from './process-tree-cpu';

// Issue 38 part 3, an idle laptop: the CPU `npm start` uses with nothing happening, once its background
// pre-rendering has ended. Every process of its tree counts (the runtime, DynamoDB Local's JVM,
// cognito-local, tsx's launcher, any child), read from /proc as user + system time over the window.

/** The window measured, and the pause before it so the end of the pre-rendering's work is not counted. */
export const idleWindowSeconds = 60;
const settleSeconds = 5;

/** What a process of the tree is, by its command line. */
const kindOf = (command: string): string => {
  if (command.includes('DynamoDBLocal')) return 'DynamoDB Local (Java)';
  if (command.includes('cognito-local')) return 'cognito-local (Node)';
  if (command.includes('tsx/dist/cli')) return "tsx's launcher (Node)";
  if (command.includes('esbuild')) return "esbuild (tsx's TypeScript transformer, pinged every second)";
  if (command.includes('start.ts')) return 'the shop runtime (Node: functions, emulators, pollers)';
  return command.split(' ')[0]?.split('/').at(-1) ?? 'other';
};

export interface IdleCpu {
  seconds: number;
  /** Per kind of process: how many, and the share of one core they used over the window, in %. */
  kinds: { kind: string; processes: number; percentOfCore: number }[];
  totalPercentOfCore: number;
}

/** Measures the tree under `rootPid` (the `npm start` process) for `seconds`, after a short settle. */
export const benchIdleCpu = async (rootPid: number, seconds = idleWindowSeconds): Promise<IdleCpu> => {
  const ticksPerSecond = clockTicksPerSecond();
  await sleep(settleSeconds * 1000);
  const before = processTree(rootPid);
  const started = performance.now();
  await sleep(seconds * 1000);
  const after = processTree(rootPid);
  const elapsed = (performance.now() - started) / 1000;
  const byKind = new Map<string, { processes: number; ticks: number }>();
  for (const { process, ticks } of ticksBetween(before, after)) {
    const kind = kindOf(process.command);
    const sum = byKind.get(kind) ?? { processes: 0, ticks: 0 };
    byKind.set(kind, { processes: sum.processes + 1, ticks: sum.ticks + ticks });
  }
  const percent = (ticks: number) => (100 * ticks) / ticksPerSecond / elapsed;
  const kinds = [...byKind]
    .map(([kind, { processes, ticks }]) => ({ kind, processes, percentOfCore: percent(ticks) }))
    .sort((a, b) => b.percentOfCore - a.percentOfCore);
  return {
    seconds: elapsed,
    kinds,
    totalPercentOfCore: kinds.reduce((sum, { percentOfCore }) => sum + percentOfCore, 0),
  };
};

export const noteIdleCpu = (note: (line?: string) => void, idle: IdleCpu) => {
  note('## An idle `npm start` (issue 38 part 3)');
  note();
  note(
    `CPU of every process of the shop's tree over ${idle.seconds.toFixed(0)} s with nothing happening, ` +
      `${settleSeconds} s after the background pre-rendering ended (user + system time from /proc, ` +
      'as a share of one core):',
  );
  note();
  note('| process | count | % of one core |');
  note('|---|---|---|');
  for (const { kind, processes, percentOfCore } of idle.kinds)
    note(`| ${kind} | ${processes} | ${percentOfCore.toFixed(2)} |`);
  note(
    `| **all** | ${idle.kinds.reduce((sum, k) => sum + k.processes, 0)} | **${idle.totalPercentOfCore.toFixed(2)}** (target ≤ 1) |`,
  );
  note();
};
