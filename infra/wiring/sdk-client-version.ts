import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { installedClientBuilds, rewriteFiles } from './installed-sdk-files';

// Each AWS SDK client's runtime configuration reads its own version for the user-agent header from its
// package.json (`import packageInfo from "../package.json"`, then `packageInfo.version`). A default
// import takes the whole file into a bundle (about 2 KB a client: its scripts, dependencies and
// exports); a named import takes only that field. After each install (`postinstall`) the ES module
// builds import the version alone, the same value to the client.

const defaultImport = 'import packageInfo from "../package.json";';
const versionImport = 'import { version } from "../package.json";\nconst packageInfo = { version };';

/** The module's text with the default import of its package.json made the import of its version. */
export const versionOnlyImport = (text: string): string => text.replace(defaultImport, versionImport);

/** The runtime configuration modules of the SDK's clients installed under `nodeModules` (ES module builds). */
export const clientRuntimeConfigs = (nodeModules: string): string[] =>
  installedClientBuilds(nodeModules)
    .flatMap((build) => ['runtimeConfig.js', 'runtimeConfig.browser.js'].map((file) => join(build, file)))
    .filter((path) => existsSync(path));

/** Rewrites every installed client's runtime configuration; answers those it changed. */
export const versionOnlyInstalledClients = (nodeModules: string): string[] =>
  rewriteFiles(clientRuntimeConfigs(nodeModules), versionOnlyImport);
