import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { allFunctions, type Grants, readsSecrets } from '#infra/wiring';
import { browserOnlyScreens, esbuildOptions, externalOf, publicScreens } from '#infra/wiring/function-bundle';
import { routeKeys, routeMetadata } from '#shared/routes';
import { screens } from '../../web/src/app/screens';

// Every function bundled as the deploy bundles it (infra/wiring/function-bundle.ts), held to its
// budget: 350 KB minified (issue 38). A stray import fails here, naming the bundle's largest modules.
// The functions that weigh more today are each held to what they weigh now, so they can only shrink:
// the page renderers (React's production build and the public screens each renders: the others, and
// the screens only the browser renders, are left out, infra/wiring/function-bundle.ts). Each is taken
// off the list as it comes under.

const kb = 1024;
const budget = 350 * kb;
const heldAt: Record<string, number> = {
  'events/consumers/publish-catalogue.ts': 549,
  'events/consumers/publish-figures.ts': 552,
  'functions/pages/handler.ts': 535,
  'functions/content/handler.ts': 650,
  'functions/blog/publish-due-articles.ts': 508,
};

/**
 * Each AWS client a bundle may carry (the SDK's, or the shop's own object calls of S3), with the grants
 * that let a function call its service: a client carried without them is dead weight, or a call bound to
 * be refused on AWS. No function carries the SDK's S3 client (functions/lib/s3-objects.ts).
 */
const clientGrants: Record<string, (grants: Grants) => boolean> = {
  '@aws-sdk/client-eventbridge/': (grants) => Boolean(grants.events),
  'functions/lib/s3-objects.ts': (grants) => Boolean(grants.documents || grants.site || grants.exports),
  '@aws-sdk/client-s3/': () => false,
  '@aws-sdk/client-secrets-manager/': readsSecrets,
  '@aws-sdk/client-sesv2/': (grants) => Boolean(grants.mail),
  '@aws-sdk/client-cognito-identity-provider/': (grants) => Boolean(grants.userPool),
  '@aws-sdk/client-apigatewaymanagementapi/': (grants) => Boolean(grants.live),
};

/**
 * What the bundles leave out of the SDK: its credential providers other than the environment's, the
 * codec of the operations that stream events (functions/lib/no-event-streams.ts) and mnemonist's LRU
 * cache (functions/lib/endpoint-cache-lru.ts).
 */
const leftOutOfSdk =
  /@aws-sdk\/(credential-provider-(?!env)|nested-clients)|@smithy\/core\/dist-es\/submodules\/event-streams\/|node_modules\/mnemonist\//;

let outputs: { entry: string; output: Metafile['outputs'][string]; inputs: Metafile['inputs'] }[];

beforeAll(async () => {
  // One build for each set of functions leaving out the same modules (esbuild parses what they share
  // once): most leave out every screen; a page renderer keeps its own, a function its installed packages.
  const builds = new Map<string, { entries: string[]; external: string[] }>();
  for (const fn of allFunctions()) {
    const external = [...externalOf(fn), ...(fn.nodeModules ?? [])];
    const key = JSON.stringify(external);
    const same = builds.get(key) ?? { entries: [], external };
    same.entries.push(fn.entry);
    builds.set(key, same);
  }
  const built = await Promise.all(
    [...builds.values()].map(({ entries, external }) =>
      build({
        ...esbuildOptions,
        entryPoints: entries,
        external,
        outdir: 'bundles',
        outbase: '.',
        write: false,
        metafile: true,
        logLevel: 'error',
      }),
    ),
  );
  outputs = built.flatMap((result) =>
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.entryPoint ? [{ entry: output.entryPoint, output, inputs: result.metafile.inputs }] : [],
    ),
  );
}, 180_000);

/** A bundle's largest modules by what they add, in KB. */
const largest = (output: Metafile['outputs'][string]) =>
  Object.entries(output.inputs)
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .slice(0, 5)
    .map(([path, { bytesInOutput }]) => `${path} ${(bytesInOutput / kb).toFixed(0)} KB`);

describe('the function bundles', () => {
  it('each weigh at most 350 KB, or no more than the function weighs today', () => {
    const over = outputs.flatMap(({ entry, output }) => {
      const limit = (heldAt[entry] ?? budget / kb) * kb;
      return output.bytes > limit
        ? [{ entry, kb: Math.ceil(output.bytes / kb), limit: limit / kb, largest: largest(output) }]
        : [];
    });
    expect(over).toEqual([]);
  });

  it('hold only functions still over the budget at their weight today', () => {
    const under = outputs.filter(({ entry, output }) => heldAt[entry] && output.bytes <= budget);
    expect(under.map(({ entry }) => entry)).toEqual([]);
    const unknown = Object.keys(heldAt).filter((entry) => !outputs.some((built) => built.entry === entry));
    expect(unknown).toEqual([]);
  });

  it("carry React's server renderer only where the function renders pages (`renders`): the API's reads never import it", () => {
    const rendering = new Set(allFunctions().flatMap((fn) => (fn.renders ? [fn.entry] : [])));
    const stray = outputs.filter(
      ({ entry, output }) =>
        !rendering.has(entry) &&
        Object.keys(output.inputs).some((path) => path.includes('node_modules/react-dom/')),
    );
    expect(stray.map(({ entry }) => entry)).toEqual([]);
  });

  it('carry the Markdown renderer only where staff store articles, which keep their body rendered: the readers never import it', () => {
    const stray = outputs.filter(
      ({ entry, output }) =>
        entry !== 'functions/content/handler.ts' &&
        Object.keys(output.inputs).some((path) => path.includes('node_modules/markdown-it/')),
    );
    expect(stray.map(({ entry }) => entry)).toEqual([]);
  });

  it('leave the packages a function installs beside its bundle (native or reading their own files) to that function', () => {
    const installed = new Set(allFunctions().flatMap((fn) => fn.nodeModules ?? []));
    const stray = outputs.flatMap(({ entry, output }) => {
      const own = allFunctions().find((fn) => fn.entry === entry)?.nodeModules ?? [];
      return [...installed]
        .filter((name) => !own.includes(name))
        .filter((name) => Object.keys(output.inputs).some((path) => path.includes(`node_modules/${name}/`)))
        .map((name) => `${entry}: ${name}`);
    });
    expect(stray).toEqual([]);
  });

  it('leave out only screens of pages no search engine or visitor gets from a function (private ones)', () => {
    const moduleOf = (key: (typeof routeKeys)[number]) => `./web/${screens[key]?.chunk?.module}`;
    // Each one a chunk of the screens' table (a route's screen, or a part it loads lazily).
    const table = readFileSync(new URL('../../web/src/app/screens.tsx', import.meta.url), 'utf8');
    const lazy = [...table.matchAll(/lazyScreen\(\s*'(src\/[^']+)'/g)].map(([, module]) => `./web/${module}`);
    expect(browserOnlyScreens.filter((screen) => !lazy.includes(screen))).toEqual([]);
    // Every other chunk is a public screen a function may render, named so it can be left out.
    const publicOnes = publicScreens.map((screen) => `./web/src/${screen}`);
    expect(
      lazy.filter((screen) => !browserOnlyScreens.includes(screen) && !publicOnes.includes(screen)),
    ).toEqual([]);
    expect(publicOnes.filter((screen) => !lazy.includes(screen))).toEqual([]);
    const publicLeftOut = routeKeys.filter(
      (key) => routeMetadata[key].audience === 'public' && browserOnlyScreens.includes(moduleOf(key)),
    );
    expect(publicLeftOut).toEqual([]);
    // React's development build is not in any bundle.
    const development = outputs.filter(({ output }) =>
      Object.keys(output.inputs).some((path) => path.includes('development')),
    );
    expect(development.map(({ entry }) => entry)).toEqual([]);
  });

  it('keep each public screen their pages render, and import no module they leave out but lazily', () => {
    const missing = allFunctions().flatMap(({ entry, renders = [] }) => {
      const kept = Object.keys(outputs.find((built) => built.entry === entry)?.output.inputs ?? {});
      return renders
        .filter((screen) => !kept.includes(`web/src/${screen}`))
        .map((screen) => `${entry}: ${screen}`);
    });
    expect(missing).toEqual([]);
    // A left-out module imported statically (a kept screen importing another screen's module) would
    // fail the whole bundle's import on Lambda: only the screens table's lazy loaders may name one.
    const statically = outputs.flatMap(({ entry, output, inputs }) =>
      Object.keys(output.inputs).flatMap((input) =>
        (inputs[input]?.imports ?? [])
          .filter(
            ({ path, kind, external }) => external && kind !== 'dynamic-import' && path.includes('/web/src/'),
          )
          .map(({ path }) => `${entry}: ${input} → ${path}`),
      ),
    );
    expect(statically).toEqual([]);
  });

  it("leave out what only the browser needs: Amplify's sign-in and react-intl's message parser", () => {
    const browserOnly =
      /node_modules\/(aws-amplify|@aws-amplify\/|@formatjs\/icu-messageformat-parser\/index)/;
    const carried = outputs.flatMap(({ entry, output }) =>
      Object.keys(output.inputs)
        .filter((path) => browserOnly.test(path))
        .map((path) => `${entry}: ${path}`),
    );
    expect(carried).toEqual([]);
  });

  it('carry only the AWS clients of the services their grants let them call', () => {
    const ungranted = outputs.flatMap(({ entry, output }) => {
      const grants = allFunctions().find((fn) => fn.entry === entry)?.grants ?? {};
      return Object.entries(clientGrants)
        .filter(
          ([client, granted]) =>
            !granted(grants) && Object.keys(output.inputs).some((path) => path.includes(client)),
        )
        .map(([client]) => `${entry}: ${client}`);
    });
    expect(ungranted).toEqual([]);
  });

  it("carry the environment's credentials only, not the SDK's whole credential chain, no event-stream codec and no mnemonist", () => {
    const carried = outputs.flatMap(({ entry, output }) =>
      Object.keys(output.inputs)
        .filter((path) => leftOutOfSdk.test(path))
        .map((path) => `${entry}: ${path}`),
    );
    expect(carried).toEqual([]);
    expect(outputs.length).toBeGreaterThan(40);
  });
});
