import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { type CatalogueIndex, serializeCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { cmsApi } from '#infra/wiring/api-groups/cms';
import { esbuildOptions, externalOf } from '#infra/wiring/function-bundle';

/**
 * Runs a bench harness (`test/bench/<name>.ts`) over `index` in a process of its own, bundled as a
 * function is bundled (infra/wiring/function-bundle.ts), as a warm container holds the index: the
 * harness gets the gzipped index's file first, then `args`, and prints one JSON line, answered here.
 */
export const runIndexHarness = async <T>(
  root: string,
  harness: string,
  index: CatalogueIndex,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-index-'));
  try {
    const indexFile = join(dir, 'index.json.gz');
    writeFileSync(indexFile, gzipSync(serializeCatalogueIndex(index)));
    const script = join(dir, 'harness.mjs');
    await build({
      ...esbuildOptions,
      external: externalOf(cmsApi),
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
