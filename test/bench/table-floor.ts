import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { inPool } from '#shared/in-pool';
import { startDynamoDbLocal } from '../../infra/local/services/dynamodb-local';
import { localCredentials, localRegion } from '../../infra/local/services/local-aws';
import { table } from '../../infra/wiring';

// The floor under the write-heavy targets: DynamoDB Local alone, started as `npm start` starts it (a
// data folder), answering the SDK with nothing of the shop in between: transactions of 5 puts (the
// size of a guest's placement) at 1 and at 20 callers. Were transactions run side by side, 20 callers
// would get several times one caller's rate.

const transactions = 400;
const itemBytes = 500;
const callerCounts = [1, 20];

export type TableFloor = { callers: number; perSecond: number }[];

export const benchTableFloor = async (): Promise<TableFloor> => {
  const db = await startDynamoDbLocal({
    dataDir: mkdtempSync(join(tmpdir(), 'shop-bench-table-')),
    log: () => undefined,
  });
  const client = new DynamoDBClient({
    endpoint: db.endpoint,
    region: localRegion,
    credentials: localCredentials,
  });
  let n = 0;
  const transaction = () => {
    n += 1;
    return client.send(
      new TransactWriteItemsCommand({
        TransactItems: Array.from({ length: 5 }, (_, i) => ({
          Put: {
            TableName: table.name,
            Item: { pk: { S: `FLOOR#${n}` }, sk: { S: `ITEM#${i}` }, data: { S: 'x'.repeat(itemBytes) } },
          },
        })),
      }),
    );
  };
  const perSecond = async (callers: number) => {
    const started = performance.now();
    await inPool(Array.from({ length: transactions }), callers, transaction);
    return transactions / ((performance.now() - started) / 1000);
  };
  try {
    await perSecond(1); // warm-up
    const floor: TableFloor = [];
    for (const callers of callerCounts) floor.push({ callers, perSecond: await perSecond(callers) });
    return floor;
  } finally {
    client.destroy();
    await db.stop();
  }
};

/** A write path's rate in this run, beside the floor's: what the shop keeps of what the table allows. */
export interface WritePathRate {
  name: string;
  perSecond: number;
  /** The target ratio to the floor at 20 callers, when the issue names one. */
  target?: number;
}

export const noteTableFloor = (
  note: (line?: string) => void,
  floor: TableFloor,
  paths: readonly WritePathRate[] = [],
) => {
  note('## The table underneath: DynamoDB Local alone, with a data folder as `npm start` runs it');
  note();
  note(
    'Transactions of 5 puts of 500 bytes (a guest placement writes 5 items in one), per second: ' +
      floor.map(({ callers, perSecond }) => `${perSecond.toFixed(0)} at ${callers} caller(s)`).join(', ') +
      '. DynamoDB Local runs them one at a time, so every write-heavy target here (placement, ' +
      "notifications' settlement, renewals) queues behind it; DynamoDB runs them side by side.",
  );
  note();
  const twenty = floor.find(({ callers }) => callers === 20)?.perSecond;
  if (!twenty || paths.length === 0) return;
  note(
    "The shop's write paths in this run as a ratio to the floor's 5-put transactions per second at 20 callers (issue 38 part 5):",
  );
  note();
  note('| write path | per second | ratio to the floor | target |');
  note('|---|---|---|---|');
  for (const { name, perSecond, target } of paths)
    note(
      `| ${name} | ${perSecond.toFixed(1)} | **${(perSecond / twenty).toFixed(2)}** | ${target === undefined ? '–' : `≥ ${target}`} |`,
    );
  note();
};
