import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { type CatalogueIndex, serializeCatalogueIndex } from '#functions/lib/search/catalogue-index';
import type { FunctionDecl } from '#infra/wiring';
import { cmsApi } from '#infra/wiring/api-groups/cms';
import { esbuildOptions, externalOf } from '#infra/wiring/function-bundle';

/**
 * Runs a harness (a bench's, or a test's) over `index` in a process of its own, bundled as the function
 * `bundledAs` is bundled (infra/wiring/function-bundle.ts; the cms group unless told), as a warm
 * container holds the index: the harness gets the gzipped index's file first, then `args`, and prints
 * one JSON line, answered here.
 */
export const runIndexHarness = async <T>(
  root: string,
  harness: string,
  index: CatalogueIndex,
  {
    args = [],
    env = {},
    bundledAs = cmsApi,
  }: {
    args?: readonly string[];
    env?: Record<string, string>;
    bundledAs?: Pick<FunctionDecl, 'renders'>;
  } = {},
): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-index-'));
  try {
    const indexFile = join(dir, 'index.json.gz');
    writeFileSync(indexFile, gzipSync(serializeCatalogueIndex(index)));
    const script = join(dir, 'harness.mjs');
    await build({
      ...esbuildOptions,
      external: externalOf(bundledAs),
      entryPoints: [join(root, harness)],
      outfile: script,
      logLevel: 'error',
    });
    const output = execFileSync(process.execPath, [script, indexFile, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return JSON.parse(output) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
