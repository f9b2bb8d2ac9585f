import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

// A screen's `module` names the module its chunk loads: the bench counts a page's first-view scripts
// by it and the function bundles leave browser-only screens out by it, so a wrong name would count the
// wrong chunk, or leave a screen in a function or one out that it renders.

const chunks = [
  ...new Map(
    Object.values(screens).flatMap((entry) => (entry?.chunk ? [[entry.chunk.module, entry.chunk]] : [])),
  ).values(),
];

describe('screens', () => {
  it.each(chunks.map((chunk) => [chunk.module, chunk]))(
    '%s is the module its screen loads',
    async (_, chunk) => {
      const loaded = (await chunk.preload()) as { default: unknown };
      const module = (await import(
        /* @vite-ignore */ join(import.meta.dirname, '..', '..', chunk.module)
      )) as Record<string, unknown>;
      expect(Object.values(module)).toContain(loaded.default);
    },
  );
});
