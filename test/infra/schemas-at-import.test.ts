import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { repositoryRoot, sourceModules } from '../support/source-modules';

// The zod schemas of shared/, the event contracts and the functions' configuration are built on their
// first use (`z.lazy`, shared/README.md), not when their module is imported: a function's cold start
// builds the schemas its request needs, and a bundle leaves out the ones it never uses. Importing every
// module of shared/, the contracts and the consumers built 505 object, union, array and record schemas
// when each was made at import, and 2,993 schemas in all; those left are a few of the functions' own
// and the lazy wrappers themselves (a field used only in its module, and a shape another schema or a
// screen reads, are functions, made where they are used).
// Counted by zod's hook that sees every schema built. Run isolated: the modules must load here for the
// first time.

const compound = new Set(['object', 'union', 'intersection', 'array', 'record']);
const built: string[] = [];
type ZodConfig = { postProcessor?: (schema: z.ZodMiniType) => void };
const global = globalThis as { __zod_globalConfig?: ZodConfig };

beforeAll(() => {
  global.__zod_globalConfig = { postProcessor: (schema) => built.push(schema._zod.def.type) };
});
afterAll(() => {
  global.__zod_globalConfig = undefined;
});

const modules = sourceModules('shared', 'events/contracts', 'events/consumers');

describe('importing the shared modules, the event contracts and the consumers', () => {
  it('builds a twenty-fifth of the compound schemas and a sixth of all it did, the rest on their first use', async () => {
    // The hook sees a schema built here, and a lazy one when it is first used.
    z.strictObject({ a: z.string() });
    const lazy = z.lazy(() => z.array(z.string()));
    expect(built.filter((type) => compound.has(type))).toEqual(['object']);
    built.length = 0;

    expect(modules.length).toBeGreaterThan(150);
    for (const path of modules) await import(join(repositoryRoot, path));
    expect(built.filter((type) => compound.has(type)).length).toBeLessThanOrEqual(20);
    expect(built.length).toBeLessThanOrEqual(499);

    built.length = 0;
    expect(lazy.parse(['x'])).toEqual(['x']);
    expect(built).toEqual(['string', 'array']);
  });
});
