import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { awaitingRewrite } from './installed-sdk-files';
import { clientRuntimeConfigs, versionOnlyImport } from './sdk-client-version';

// The SDK clients' runtime configurations read their package.json's version alone: the same version for
// the user-agent header, and a bundle without the rest of the file.

const runtimeConfig = `import packageInfo from "../package.json";
import { userAgent } from "./user-agent";
export const getRuntimeConfig = () => ({ clientVersion: packageInfo.version, userAgent });
`;

const packageJson = JSON.stringify({
  name: '@aws-sdk/client-example',
  version: '3.1169.0',
  scripts: { build: 'concurrently "yarn:build:cjs" "yarn:build:es" "yarn:build:types"' },
});

/** The configuration bundled and run: its text and the version it reports. */
const bundled = async (module: string) => {
  const files: Record<string, string> = {
    config: module,
    '../package.json': packageJson,
    './user-agent': 'export const userAgent = "aws-sdk-js";',
  };
  const text =
    (
      await build({
        stdin: { contents: 'export { getRuntimeConfig } from "config";', resolveDir: '/' },
        plugins: [
          {
            name: 'files',
            setup: (b) => {
              b.onResolve({ filter: /.*/ }, ({ path }) => ({ path, namespace: 'files' }));
              b.onLoad({ filter: /.*/, namespace: 'files' }, ({ path }) => ({
                contents: files[path] ?? '',
                loader: path.endsWith('.json') ? 'json' : 'js',
              }));
            },
          },
        ],
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
      })
    ).outputFiles[0]?.text ?? '';
  const { getRuntimeConfig } = await import(`data:text/javascript,${encodeURIComponent(text)}`);
  return { text, clientVersion: getRuntimeConfig().clientVersion };
};

describe('versionOnlyImport', () => {
  it('imports the version alone, once however often it runs', () => {
    const rewritten = versionOnlyImport(runtimeConfig);
    expect(rewritten).toContain('import { version } from "../package.json";');
    expect(rewritten).not.toContain('import packageInfo');
    expect(versionOnlyImport(rewritten)).toBe(rewritten);
  });

  it('gives the client the same version, and a bundle without the rest of the package.json', async () => {
    const before = await bundled(runtimeConfig);
    const after = await bundled(versionOnlyImport(runtimeConfig));
    expect(before.text).toContain('concurrently');
    expect(after.text).not.toContain('concurrently');
    expect(after.clientVersion).toBe('3.1169.0');
    expect(before.clientVersion).toBe('3.1169.0');
  });

  it('has rewritten the installed clients (npm install runs it as postinstall)', () => {
    const configs = clientRuntimeConfigs(join(import.meta.dirname, '../../node_modules'));
    expect(configs.length).toBeGreaterThan(5);
    expect(awaitingRewrite(configs, versionOnlyImport)).toEqual([]);
  });
});
