import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The CPU time of a process and everything it started, read from Linux's /proc: each process's user
// and system time (its own threads) plus that of its children that ended and were waited for.

/** One look at a process of the tree. */
export interface ProcessTicks {
  pid: number;
  ppid: number;
  /** utime + stime: its own threads. */
  ownTicks: number;
  /** cutime + cstime: its children that ended (their time moves here when they are waited for). */
  endedChildrenTicks: number;
  /** The command line, arguments separated by spaces. */
  command: string;
}

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`, 100 on Linux almost everywhere). */
export const clockTicksPerSecond = (): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
};

const readStat = (pid: number): ProcessTicks | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return {
      pid,
      ppid: field(4),
      ownTicks: field(14) + field(15),
      endedChildrenTicks: field(16) + field(17),
      command,
    };
  } catch {
    return undefined; // it ended meanwhile
  }
};

/** Every live process under `rootPid`, the root included (none when the root has ended). */
export const processTree = (rootPid: number): ProcessTicks[] => {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
  const children = new Map<number, ProcessTicks[]>();
  for (const process of all) children.set(process.ppid, [...(children.get(process.ppid) ?? []), process]);
  const root = all.find(({ pid }) => pid === rootPid);
  const tree: ProcessTicks[] = [];
  for (let next = root ? [root] : []; next.length > 0; next = next.flatMap((p) => children.get(p.pid) ?? []))
    tree.push(...next);
  return tree;
};

/**
 * The ticks each process of the tree spent between two looks: a process seen only in the second
 * counts from zero, and a child that ended between them counts in its parent's `endedChildrenTicks`.
 */
export const ticksBetween = (before: ProcessTicks[], after: ProcessTicks[]) =>
  after.map((process) => {
    const earlier = before.find(({ pid, command }) => pid === process.pid && command === process.command);
    return {
      process,
      ticks:
        process.ownTicks -
        (earlier?.ownTicks ?? 0) +
        process.endedChildrenTicks -
        (earlier?.endedChildrenTicks ?? 0),
    };
  });
