import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { cyclesOf, importGraph } from '../support/import-graph';

// The import rules written in the folder READMEs, checked on every import of the code (tests
// excluded: they may reach anywhere), type-only, re-exported and dynamic ones included (the graph is
// read by test/support/import-graph.ts). A failure names file → import → rule.

const root = resolve(import.meta.dirname, '../..');
const codeFolders = ['bin', 'infra', 'functions', 'events', 'shared', 'web/src'];

/** The one file through which server code may import the site: its server renderer, document and page data. */
const serverEntryOfTheWeb = 'web/ssr.ts';
/** `npm start` builds the site before serving it. */
const buildEntryOfTheWeb = 'web/build.ts';

type Rule = { name: string; forbids: (from: string, to: string) => boolean };

const under = (path: string, ...folders: string[]) => folders.some((folder) => path.startsWith(`${folder}/`));
const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
/** Fakes and samples for tests: a module in a `testing/` folder or a `sample-*` file. */
const isTestSupport = (path: string) => /(^|\/)testing\//.test(path) || /(^|\/)sample-[^/]*$/.test(path);

const rules: Rule[] = [
  {
    name: 'shared/ imports nothing of functions, events, infra or web',
    forbids: (from, to) => under(from, 'shared') && under(to, 'functions', 'events', 'infra', 'web'),
  },
  {
    name: 'a repository (functions/lib/table) imports no route and no use case',
    forbids: (from, to) =>
      under(from, 'functions/lib/table') && under(to, 'functions') && !under(to, 'functions/lib'),
  },
  {
    name: 'events/ imports only events, functions/use-cases, functions/lib and shared',
    forbids: (from, to) =>
      under(from, 'events') && !under(to, 'events', 'functions/use-cases', 'functions/lib', 'shared'),
  },
  {
    name: `server code imports web/ only through ${serverEntryOfTheWeb}`,
    forbids: (from, to) =>
      under(from, 'bin', 'infra', 'functions', 'events') &&
      under(to, 'web') &&
      to !== serverEntryOfTheWeb &&
      !(under(from, 'bin') && to === buildEntryOfTheWeb),
  },
  {
    name: 'web/ imports nothing of functions, events or infra',
    forbids: (from, to) => under(from, 'web') && under(to, 'functions', 'events', 'infra'),
  },
  {
    name: 'web/src/lib and web/src/components never import features or app',
    forbids: (from, to) =>
      under(from, 'web/src/lib', 'web/src/components') && under(to, 'web/src/features', 'web/src/app'),
  },
  {
    name: 'no feature imports another feature',
    forbids: (from, to) =>
      featureOf(from) !== undefined && featureOf(to) !== undefined && featureOf(from) !== featureOf(to),
  },
  {
    name: 'functions/ never imports infra/',
    forbids: (from, to) => under(from, 'functions') && under(to, 'infra'),
  },
  {
    name: 'functions/ imports of events/ reach only events/contracts',
    forbids: (from, to) => under(from, 'functions') && under(to, 'events') && !under(to, 'events/contracts'),
  },
  {
    name: "infra/ imports of functions/ and events/ reach only functions/lib, functions/use-cases and events/contracts (handlers are loaded by the wiring's entries)",
    forbids: (from, to) =>
      under(from, 'infra') &&
      under(to, 'functions', 'events') &&
      !under(to, 'functions/lib', 'functions/use-cases', 'events/contracts'),
  },
  {
    // Tests and test/ are not in the graph: they may import them. Fakes and samples may use each other,
    // since nothing else reaches them.
    name: 'only tests (*.test.ts(x), test/) import testing/ modules and sample-* files',
    forbids: (from, to) => isTestSupport(to) && !isTestSupport(from),
  },
];

const isCode = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder)).flatMap((name) => {
    const path = posix.join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return isCode(name) ? [path] : [];
  });

const codeFiles = [
  ...codeFolders.flatMap(filesUnder),
  ...readdirSync(join(root, 'web'))
    .filter(isCode)
    .map((name) => `web/${name}`),
].sort();

const { graph, unresolved } = importGraph(root, codeFiles);

const violations = [...graph].flatMap(([from, targets]) =>
  targets.flatMap((to) =>
    rules.filter((rule) => rule.forbids(from, to)).map((rule) => ({ from, to, rule: rule.name })),
  ),
);

describe('import rules (the folder READMEs), on every import of the code', () => {
  it('reads the code and resolves its imports', () => {
    expect(codeFiles.length).toBeGreaterThan(200);
    expect(graph.get('web/src/entry-client.tsx')).toContain('web/src/app/app.tsx');
  });

  it('every import of the project names a file', () => {
    expect(unresolved).toEqual([]);
  });

  it('no forbidden import', () => {
    expect(violations.map(({ from, to, rule }) => `${from} → ${to} → ${rule}`)).toEqual([]);
  });

  it('an import into another top-level folder uses its alias (#shared/…), never a relative path', () => {
    const aliased = Object.keys(packageJson.imports).map((alias) => alias.replace(/\/\*$/, '').slice(1));
    const topOf = (path: string) => path.split('/')[0];
    const relativeCrossings = codeFiles.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = topOf(posix.join(posix.dirname(file), specifier));
          return target !== topOf(file) && aliased.includes(target ?? '');
        })
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(aliased).toEqual(['shared', 'functions', 'events', 'infra']);
    expect(relativeCrossings).toEqual([]);
  });

  it('no import cycle, type-only imports included', () => {
    expect(cyclesOf(graph).map((files) => files.join(' ⇄ '))).toEqual([]);
  });
});
