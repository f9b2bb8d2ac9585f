import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { awaitingRewrite } from './installed-sdk-files';
import { clientSchemaModules, literalSchemaKeys } from './sdk-schema-keys';

// The SDK clients' schema modules with their computed keys written as strings: the same shapes, and a
// bundle keeps only those a function's operations reach.

const schemas = `const _h = "http";
const _SE = "SendEmail";
const _TR = "TagResource";
const _x = "not a \\"plain\\" string";
const n0 = "com.amazonaws.sesv2";
export var SendEmail$ = [9, n0, _SE, { [_h]: ["POST", "/v2/email/outbound-emails", 200] }, 0, 0];
export var TagResource$ = [9, n0, _TR, { [_h]: ["POST", "/v2/email/tags", 200] }, 0, 0];
export var Other$ = [3, n0, "Other", { [_x]: 1, [_unknown]: 2 }, 0, 0];
`;

const bundled = async (module: string) =>
  (
    await build({
      stdin: {
        contents: 'import { SendEmail$ } from "./schemas.js"; console.log(SendEmail$);',
        resolveDir: '/',
      },
      plugins: [
        {
          name: 'schemas',
          setup: (b) => {
            b.onResolve({ filter: /schemas\.js$/ }, () => ({ path: 'schemas', namespace: 'schemas' }));
            b.onLoad({ filter: /.*/, namespace: 'schemas' }, () => ({ contents: module, loader: 'js' }));
          },
        },
      ],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    })
  ).outputFiles[0]?.text ?? '';

describe('literalSchemaKeys', () => {
  it('writes a computed key naming a string constant as that string, and leaves any other key', () => {
    const rewritten = literalSchemaKeys(schemas);
    expect(rewritten).toContain('{ "http": ["POST", "/v2/email/outbound-emails", 200] }');
    expect(rewritten).toContain('{ [_x]: 1, [_unknown]: 2 }');
    expect(literalSchemaKeys(rewritten)).toBe(rewritten);
  });

  it("lets a bundle leave out the operations' shapes it does not reach", async () => {
    expect(await bundled(schemas)).toContain('/v2/email/tags');
    const shaken = await bundled(literalSchemaKeys(schemas));
    expect(shaken).toContain('/v2/email/outbound-emails');
    expect(shaken).not.toContain('/v2/email/tags');
  });

  it('has rewritten the installed clients (npm install runs it as postinstall)', () => {
    const modules = clientSchemaModules(join(import.meta.dirname, '../../node_modules'));
    expect(modules.length).toBeGreaterThan(5);
    expect(awaitingRewrite(modules, literalSchemaKeys)).toEqual([]);
  });
});
