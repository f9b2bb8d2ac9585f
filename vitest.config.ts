import { defineConfig } from 'vitest/config';
import { ownRuntimeFiles, runtimeFiles, unitFilesIsolated } from './test/support/test-groups';

// One run for every layer, in projects (test/README.md, "How the suite runs"), on both cores:
// - unit: the tests beside the code and test/infra; the files a worker runs share its modules (no
//   isolation), so the code is imported once per worker, not once per file; the few that change
//   process-wide state run isolated.
// - then the integration and browser files: each worker starts one local runtime for its first file
//   and keeps it for the files after (test/support/runtime.ts), putting back before each file what
//   files commonly use up or switch (test/support/shared-runtime-setup.ts); the files that need a
//   runtime to themselves run isolated beside them, each with its own.
// Two runtimes at once. Three were faster (11m21-12m08 against 13m21, the cores about half busy with
// two) but overloaded the 100-guest rush's local function past its time-out (500s) in two of four
// runs, and four did so in every run: two until placements in a burst stop queueing that long.
const runtimeWorkers = 2;
// A runtime file's test waits for its turn on the cores beside the other runtime and the browsers (a
// category journey took 8.6 s alone and past 30 s once with three): a minute, as the checkout journeys have.
const runtimeTestTimeout = 60_000;
const unitExclude = ['**/node_modules/**', 'cdk.out/**', ...runtimeFiles];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'cdk.out/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: runtimeWorkers,
    globalSetup: ['test/support/global-setup.ts'],
    reporters: ['default'],
    provide: { sharedRuntime: false },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{bin,infra,functions,events,shared,web,test}/**/*.test.{ts,tsx}'],
          exclude: [...unitExclude, ...unitFilesIsolated],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: unitFilesIsolated,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'shared-runtime',
          include: runtimeFiles,
          exclude: ['**/node_modules/**', ...ownRuntimeFiles],
          isolate: false,
          provide: { sharedRuntime: true },
          testTimeout: runtimeTestTimeout,
          setupFiles: ['test/support/shared-runtime-setup.ts'],
          maxWorkers: runtimeWorkers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'own-runtime',
          include: ownRuntimeFiles,
          testTimeout: runtimeTestTimeout,
          maxWorkers: runtimeWorkers,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
