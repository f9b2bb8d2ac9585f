import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

// The import graph of the project's files, read with the TypeScript compiler (`preProcessFile`), so
// type-only imports, re-exports and dynamic `import('…')` with a literal are edges too. Paths are
// relative to the project root, with forward slashes. Read by test/infra/imports.test.ts.

export type ImportGraph = Map<string, string[]>;

/** `#name/*` aliases of package.json's `imports` (`"#shared/*": "./shared/*.ts"`), as [prefix, target]. */
const aliasesOf = (root: string): [string, string][] =>
  Object.entries(
    (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {}) as Record<string, unknown>,
  )
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '')]);

const candidates = (base: string) => [
  base,
  base.replace(/\.js$/, '.ts'),
  base.replace(/\.jsx?$/, '.tsx'),
  `${base}.ts`,
  `${base}.tsx`,
  `${base}/index.ts`,
  `${base}/index.tsx`,
];

/**
 * Each file's imports of project code files. `unresolved` lists the project imports (relative or
 * aliased) that name no file at all (`file → specifier`), which the rules would otherwise miss.
 */
export const importGraph = (root: string, files: string[]): { graph: ImportGraph; unresolved: string[] } => {
  const aliases = aliasesOf(root);
  const unresolved: string[] = [];
  const projectPathOf = (from: string, specifier: string): string | undefined => {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) return posix.normalize(alias[1].replace('*', specifier.slice(alias[0].length)));
    return specifier.startsWith('.') ? posix.join(posix.dirname(from), specifier) : undefined;
  };
  const importsOf = (file: string): string[] => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => {
      const base = projectPathOf(file, fileName);
      if (base === undefined) return undefined;
      const code = candidates(base).find((path) => /\.tsx?$/.test(path) && existsSync(join(root, path)));
      if (!code && !existsSync(join(root, base.replace(/\?.*$/, ''))))
        unresolved.push(`${file} → ${fileName}`);
      return code;
    });
    return [...new Set(targets.filter((to): to is string => to !== undefined))];
  };
  return { graph: new Map(files.map((file) => [file, importsOf(file)])), unresolved };
};

/** Each import cycle once: the strongly connected components (Tarjan) of more than one file, or a self-import. */
export const cyclesOf = (graph: ImportGraph): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.size - 1);
    stack.push(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (stack.includes(to))
        low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
};
