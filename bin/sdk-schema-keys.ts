import { join } from 'node:path';
import { literalInstalledSchemaKeys } from '#infra/wiring/sdk-schema-keys';

// `postinstall`: the AWS SDK clients' schema modules made tree-shakable (infra/wiring/sdk-schema-keys.ts).

const changed = literalInstalledSchemaKeys(join(import.meta.dirname, '..', 'node_modules'));
if (changed.length > 0)
  console.log(`sdk-schema-keys: ${changed.length} schema modules of the AWS SDK rewritten`);
