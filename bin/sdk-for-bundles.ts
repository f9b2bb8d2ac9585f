import { join } from 'node:path';
import { versionOnlyInstalledClients } from '#infra/wiring/sdk-client-version';
import { literalInstalledSchemaKeys } from '#infra/wiring/sdk-schema-keys';

// `postinstall`: the AWS SDK clients' ES module builds made smaller in a bundle, the same to JavaScript:
// their schema modules tree-shakable (infra/wiring/sdk-schema-keys.ts) and their package.json read for
// its version alone (infra/wiring/sdk-client-version.ts).

const nodeModules = join(import.meta.dirname, '..', 'node_modules');
const schemas = literalInstalledSchemaKeys(nodeModules);
if (schemas.length > 0)
  console.log(`sdk-for-bundles: ${schemas.length} schema modules of the AWS SDK rewritten`);
const configs = versionOnlyInstalledClients(nodeModules);
if (configs.length > 0)
  console.log(`sdk-for-bundles: ${configs.length} runtime configurations of the AWS SDK rewritten`);
