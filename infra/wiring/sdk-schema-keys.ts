import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installedClientBuilds, rewriteFiles } from './installed-sdk-files';

// The AWS SDK's clients describe their operations' shapes as arrays in one module per client
// (`dist-es/schemas/schemas_0.js`), some holding an object with a computed key that names one of the
// module's string constants (`{ [_h]: ["POST", "/v2/email/outbound-emails", 200] }`). A bundler cannot
// tell such a key free of side effects, so it keeps every shape of the client, whichever operations a
// function calls (esbuild: 47 KB of the SES client's, about 60 KB of S3's; aws/aws-sdk-js-v3#7607).
// After each install (`postinstall`) each such key is written as the string it names, the same to
// JavaScript, so a function's bundle keeps only the shapes of the operations it calls.

/** The module's text with each computed key naming a string constant of it written as that string. */
export const literalSchemaKeys = (text: string): string => {
  const constants = new Map(
    [...text.matchAll(/^const (_\w+) = ("[^"\\]*");$/gm)].map(([, name, value]) => [name, value]),
  );
  return text.replace(/\[(_\w+)\]:/g, (key, name: string) => {
    const value = constants.get(name);
    return value === undefined ? key : `${value}:`;
  });
};

/** The schema modules of the SDK's clients installed under `nodeModules`. */
export const clientSchemaModules = (nodeModules: string): string[] =>
  installedClientBuilds(nodeModules)
    .map((build) => join(build, 'schemas'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => /^schemas_\d+\.js$/.test(file))
        .map((file) => join(folder, file)),
    );

/** Rewrites every installed client's schema modules; answers those it changed. */
export const literalInstalledSchemaKeys = (nodeModules: string): string[] =>
  rewriteFiles(clientSchemaModules(nodeModules), literalSchemaKeys);
