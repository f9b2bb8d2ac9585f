// An idle `npm start` (issue 38 part 3): V8's memory reducer, which shrinks the heap with full
// collections once a process goes quiet, took 0.5-0.8 % of a core in the minute after the background
// pre-rendering (collections of a heap of about 100 MB live, on four threads), more than the idle shop
// costs otherwise. The runtime's Node runs without it: the pre-rendering collects its own garbage as it
// ends (`collectGarbage`, so the heap gives its 100 MB back at once), and other work's garbage waits for
// V8's ordinary collections. V8 reads the flag only at its start (set later, it changed nothing), so
// it is given on the command line: package.json's start and dev, and the bench's shops.

/** Node's flags for the process of `npm start` (package.json's scripts; test/bench/run.ts). */
export const runtimeNodeFlags = ['--no-memory-reducer', '--expose-gc'] as const;

/** A full collection now, when Node was given `--expose-gc`; nothing otherwise. */
export const collectGarbage = (): void => globalThis.gc?.();
