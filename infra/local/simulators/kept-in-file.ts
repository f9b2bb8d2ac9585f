import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// A simulator's state as one JSON document: in memory, and with a file (the runtime's data folder
// under `npm start`) read from it at start and written to it a second after changes, so changes close
// together (a bench's thousand payments or purchases) are written once, not once per change or per
// tenth of a second (a large book written ten times a second took 5 % of the shop's process during the
// Allegro bench); `flush` writes at once, and the runtime flushes when it stops.

export const keptInFile = <T>(file: string | undefined, fresh: () => T) => {
  const value: T = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fresh();
  let pendingWrite: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(pendingWrite);
    pendingWrite = undefined;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  };
  /** Says the value changed: it is written a second later. */
  const changed = () => {
    if (file && !pendingWrite) pendingWrite = setTimeout(flush, 1000);
  };
  return { value, changed, flush };
};
