import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

// A pre-rendered page preloads the chunks of the module its screen's `module` names (web/document.ts):
// a name that is not the module the screen loads would preload the wrong chunk, and the page would wait
// for its own after the app script.

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
