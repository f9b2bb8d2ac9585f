import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCognitoLocal } from '#infra/local/services/cognito-local';
import { startDynamoDbLocal } from '#infra/local/services/dynamodb-local';

// Run as a process of its own by runtime-ports.test.ts: starts the child processes of two runtimes
// at the same moment (DynamoDB Local and cognito-local each, on ports picked as a runtime picks them),
// prints their endpoints as one JSON line and waits to be killed.

const log = () => undefined;
const childrenOfOneRuntime = async () => {
  const [dynamo, cognito] = await Promise.all([
    startDynamoDbLocal({ log }),
    startCognitoLocal({ dataDir: mkdtempSync(join(tmpdir(), 'shop-children-')), log }),
  ]);
  return [dynamo.endpoint, cognito.endpoint];
};
const endpoints = (await Promise.all([childrenOfOneRuntime(), childrenOfOneRuntime()])).flat();
console.log(JSON.stringify(endpoints));
setInterval(() => undefined, 60_000);
