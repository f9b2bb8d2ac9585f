import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

// The packages a function ships beside its bundle (FunctionDecl.nodeModules), taken from what npm
// installed here: so a synth needs no registry. Each named package and everything it depends on, found
// as Node finds a dependency (the depending package's own node_modules first, then its parents'); an
// optional dependency npm did not install here (another platform's native build) is left out.

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const packageJsonOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The folder Node resolves `name` to from the package in `from`, or undefined. */
const resolvedFrom = (root: string, from: string, name: string): string | undefined => {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    // As Node does: a node_modules folder has no node_modules of its own to look in.
    if (basename(dir) !== 'node_modules' && existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === dirname(dir)) return undefined;
  }
};

/**
 * The top-level folders under `root`'s node_modules (`pdfkit`, `@noble/hashes`) holding `names` and
 * their dependencies; a nested copy travels inside its parent's folder. A required package missing
 * throws, naming who needs it.
 */
export const installedClosure = (root: string, names: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (name: string, from: string, optional: boolean) => {
    const dir = resolvedFrom(root, from, name);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed by ${relative(root, from) || 'the function'})`);
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    const { dependencies = {}, optionalDependencies = {} } = packageJsonOf(dir);
    for (const dependency of Object.keys(dependencies))
      visit(dependency, dir, dependency in optionalDependencies);
    for (const dependency of Object.keys(optionalDependencies)) visit(dependency, dir, true);
  };
  for (const name of names) visit(name, root, false);
  return [...seen]
    .map((dir) => relative(join(root, 'node_modules'), dir).split(sep).join('/'))
    .filter((path) => !path.includes('/node_modules/'))
    .sort();
};

/**
 * The CPU a native build among `packages` is for (`@img/sharp-linux-x64`: x86_64), or undefined when
 * none is native: a function shipping one runs on that architecture.
 */
export const nativeArchitectureOf = (packages: readonly string[]): 'arm64' | 'x86_64' | undefined => {
  const native = packages.map((path) => /-linux(?:musl)?-(x64|arm64)$/.exec(path)?.[1]).find(Boolean);
  if (native === 'x64') return 'x86_64';
  return native === 'arm64' ? 'arm64' : undefined;
};

/** `files` (`<package>/<file>`, FunctionDecl.packageFiles) as installed under `root`; a missing one throws. */
export const installedFiles = (root: string, files: readonly string[]): string[] => {
  const missing = files.filter((file) => !existsSync(join(root, 'node_modules', file)));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not installed`);
  return [...files];
};

/**
 * esbuild's command hooks (aws-lambda-nodejs `ICommandHooks`) that copy `packages` (from
 * `installedClosure`), with their nested copies, and single package `files` (from `installedFiles`)
 * into the bundle's node_modules after bundling.
 */
export const copiedBeside = (packages: readonly string[], files: readonly string[] = []) => ({
  beforeBundling: (): string[] => [],
  beforeInstall: (): string[] => [],
  afterBundling: (inputDir: string, outputDir: string): string[] => [
    ...packages.map(
      (path) =>
        `mkdir -p "${outputDir}/node_modules/${path}" && cp -R "${inputDir}/node_modules/${path}/." "${outputDir}/node_modules/${path}"`,
    ),
    ...files.map(
      (path) =>
        `mkdir -p "${outputDir}/node_modules/${dirname(path)}" && cp "${inputDir}/node_modules/${path}" "${outputDir}/node_modules/${path}"`,
    ),
  ],
});
