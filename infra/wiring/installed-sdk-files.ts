import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The installed AWS SDK clients' ES module builds, which `postinstall` (bin/sdk-for-bundles.ts) rewrites
// so a bundle keeps less of them: the listing of the clients and the rewrite of their files, shared by
// sdk-schema-keys.ts and sdk-client-version.ts.

/** The `dist-es` folder of each SDK client installed under `nodeModules`. */
export const installedClientBuilds = (nodeModules: string): string[] => {
  const scope = join(nodeModules, '@aws-sdk');
  if (!existsSync(scope)) return [];
  return readdirSync(scope)
    .filter((name) => name.startsWith('client-'))
    .map((client) => join(scope, client, 'dist-es'));
};

/** Of `paths`, those whose text `rewrite` would change (none once the install has rewritten them). */
export const awaitingRewrite = (paths: readonly string[], rewrite: (text: string) => string): string[] =>
  paths.filter((path) => {
    const text = readFileSync(path, 'utf8');
    return rewrite(text) !== text;
  });

/** Writes each of `paths` as `rewrite` makes it; answers those it changed. */
export const rewriteFiles = (paths: readonly string[], rewrite: (text: string) => string): string[] =>
  awaitingRewrite(paths, rewrite).map((path) => {
    writeFileSync(path, rewrite(readFileSync(path, 'utf8')));
    return path;
  });
