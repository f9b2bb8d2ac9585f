import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

// How every function is bundled, one definition for the deploy (infra/cdk/shop-function.ts) and the
// bench's bundle measurements: esbuild, ESM for Node 22, minified, the packages' ES module builds first
// (which esbuild can tree-shake: the DynamoDB client alone is about 130 KB smaller than from its
// CommonJS build), the SDK pinned by the lockfile bundled, and the SDK's default credential chain
// replaced by the environment's credentials, the only ones a Lambda function has
// (functions/lib/lambda-credentials.ts).

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** ESM bundles have no `require`; some dependencies still call it for Node built-ins. */
export const requireBanner =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export const functionBundle = {
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  banner: requireBanner,
  /** Import paths replaced in every bundle, to absolute module paths. */
  alias: { '@aws-sdk/credential-provider-node': fromRoot('functions/lib/lambda-credentials.ts') },
} as const;

/** The same bundle as esbuild's own options, for building a function outside CDK (the bench, the budget test). */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: functionBundle.target,
  minify: functionBundle.minify,
  mainFields: [...functionBundle.mainFields],
  banner: { js: functionBundle.banner },
  alias: functionBundle.alias,
} satisfies BuildOptions;
