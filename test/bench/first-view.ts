import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildManifest, chunksOf } from '../../web/document';
import { screenModuleOf } from '../../web/ssr';

// The JavaScript a page loads before it is interactive, gzipped: the module script and preloads its
// HTML names, and for a screen in a chunk of its own (the app shell's routes) that screen's chunks.

const dist = (root: string) => join(root, 'web/dist');

/** The built scripts the HTML loads at once: its module script and its module preloads. */
const htmlScripts = (root: string, html: string): string[] =>
  [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)]
    .map((m) => m[1] ?? '')
    .filter((file) => existsSync(join(dist(root), file)));

/**
 * The first of the app entry's lazily loaded modules that `isScreen` picks (a source path such as
 * `src/features/basket/basket-page.tsx`) with its chunks, as the build manifest lists them; undefined
 * when this build has no such module.
 */
export const screenChunks = (
  root: string,
  isScreen: (module: string) => boolean,
): { module: string; chunks: string[] } | undefined => {
  const manifest = JSON.parse(
    readFileSync(join(dist(root), '.vite/manifest.json'), 'utf8'),
  ) as BuildManifest & Record<string, { dynamicImports?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const module = entry?.dynamicImports?.find(isScreen);
  return module ? { module, chunks: chunksOf(manifest, module) } : undefined;
};

/** Gzipped bytes of the page's first-view scripts plus `chunks` (each file counted once). */
export const firstViewJs = (root: string, html: string, chunks: readonly string[] = []): number =>
  [...new Set([...htmlScripts(root, html), ...chunks])].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist(root), file))).length,
    0,
  );

/** A page's first-view scripts: those its HTML names and its screen's chunks, preloaded or not (hydration waits for them). */
export const pageFirstViewJs = (root: string, path: string, html: string): number => {
  const module = screenModuleOf(path);
  return firstViewJs(root, html, module ? (screenChunks(root, (name) => name === module)?.chunks ?? []) : []);
};
