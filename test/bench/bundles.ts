import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { FunctionDecl } from '#infra/wiring';
import { allFunctions } from '#infra/wiring';
import { esbuildOptions, externalOf } from '#infra/wiring/function-bundle';
import { ascending, median } from './stats';

// Every function bundled as the deploy bundles it (infra/wiring/function-bundle.ts; the packages a
// function installs beside its bundle stay outside it), its minified size, and its cold import: a
// fresh Node process importing the bundle, the median of `rounds`, beside the floor's, a handler that
// imports only the DynamoDB document client (`floor-handler.ts`), bundled the same way in the same run,
// and beside the render floor's (`render-floor-handler.ts`: that client and React's static renderer),
// the least a function that renders pages can import.
// Each round imports the floor right before the function, and a function's ratio is the median of its
// rounds' ratios: the machine's load drifts over the minutes the section takes, and a floor measured
// once at the start would move every ratio with it (3 rounds against one floor read 1.05-1.76 for two
// bundles of 323 and 325 KB). Nine rounds: five read 1.27 and 1.70 for two bundles of 283 KB with the
// same clients in one run.

const rounds = 9;
const floorEntry = 'test/bench/floor-handler.ts';
/** The least a function that renders pages with React imports, measured against the floor the same way. */
const renderFloorEntry = 'test/bench/render-floor-handler.ts';

/** Milliseconds a fresh Node process takes to import the module, and its resident memory then (MB). */
const coldImport = (file: string) =>
  new Promise<{ ms: number; rssMb: number }>((done, fail) => {
    const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t,process.memoryUsage.rss()/2**20)`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...process.env,
        AWS_REGION: 'eu-central-1',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => {
      const [ms = Number.NaN, rssMb = Number.NaN] = out.trim().split(' ').map(Number);
      return code === 0 ? done({ ms, rssMb }) : fail(new Error(`importing ${file} exited ${code}`));
    });
  });

export interface BundleRow {
  entry: string;
  kb: number;
  importMs: number;
  /** The process's resident memory once the bundle is imported, the median of the rounds (MB). */
  importRssMb: number;
  /** The median of the rounds' ratios to the floor imported just before. */
  timesFloor: number;
}

/** The floor, then the render floor and every function: size and median cold import. */
export const benchBundles = async (
  root: string,
): Promise<{ floor: BundleRow; renderFloor: BundleRow; functions: BundleRow[] }> => {
  // Inside the repository, so a package kept outside a bundle is found in its node_modules.
  const outDir = mkdtempSync(join(root, '.bench-bundles-'));
  try {
    const bundle = async ({
      entry,
      nodeModules = [],
      renders,
    }: Pick<FunctionDecl, 'entry' | 'nodeModules' | 'renders'>): Promise<string> => {
      const outfile = join(outDir, `${entry.replace(/[/.]/g, '-')}.mjs`);
      await build({
        ...esbuildOptions,
        entryPoints: [join(root, entry)],
        external: [...externalOf({ renders }), ...nodeModules],
        outfile,
        logLevel: 'error',
      });
      return outfile;
    };
    const floorFile = await bundle({ entry: floorEntry });
    const floorTimes: number[] = [];
    const floorRss: number[] = [];
    const functions: BundleRow[] = [];
    const middle = (values: number[]) => median(ascending(values));
    const measure = async (entry: string, outfile: string): Promise<BundleRow> => {
      const times: number[] = [];
      const rss: number[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const floor = await coldImport(floorFile);
        const own = await coldImport(outfile);
        floorTimes.push(floor.ms);
        floorRss.push(floor.rssMb);
        times.push(own.ms);
        rss.push(own.rssMb);
        ratios.push(own.ms / floor.ms);
      }
      return {
        entry,
        kb: statSync(outfile).size / 1024,
        importMs: middle(times),
        importRssMb: middle(rss),
        timesFloor: middle(ratios),
      };
    };
    const renderFloor = await measure(renderFloorEntry, await bundle({ entry: renderFloorEntry }));
    for (const fn of allFunctions()) functions.push(await measure(fn.entry, await bundle(fn)));
    return {
      floor: {
        entry: floorEntry,
        kb: statSync(floorFile).size / 1024,
        importMs: middle(floorTimes),
        importRssMb: middle(floorRss),
        timesFloor: 1,
      },
      renderFloor,
      functions,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export const noteBundles = (
  note: (line?: string) => void,
  { floor, renderFloor, functions }: Awaited<ReturnType<typeof benchBundles>>,
) => {
  note('## Function bundles (infra/wiring/function-bundle.ts) and cold import');
  note();
  note(
    `Targets: each bundle ≤ 350 KB (the site renderer ≤ 800 KB); a cold import ≤ 1.5 × the floor's. Median of ${rounds} fresh processes each, each round right after one of the floor, and × floor the median of the rounds' ratios. The floor (\`${floorEntry}\`, the DynamoDB document client alone): ${floor.kb.toFixed(0)} KB, ${floor.importMs.toFixed(0)} ms (the median of all its rounds), ${floor.importRssMb.toFixed(0)} MB resident after import.`,
  );
  note();
  note(
    `The render floor (\`${renderFloorEntry}\`, the floor's client and React's static renderer, nothing of the site): ${renderFloor.kb.toFixed(0)} KB, ${renderFloor.importMs.toFixed(0)} ms, **${renderFloor.timesFloor.toFixed(2)} × the floor**, measured the same way: no function that renders pages with React imports less.`,
  );
  note();
  note('| entry | minified | cold import | × floor | resident memory after import |');
  note('|---|---|---|---|---|');
  for (const row of functions)
    note(
      `| \`${row.entry}\` | ${row.kb.toFixed(0)} KB | ${row.importMs.toFixed(0)} ms | ${row.timesFloor.toFixed(2)} | ${row.importRssMb.toFixed(0)} MB |`,
    );
  note();
};
