import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import { putDiscountCodes } from '#functions/lib/table/discount-codes';
import { putStock } from '#functions/lib/table/stock';
import { demoDiscountCodes, demoStock } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import { allWorkDone, startTestRuntime } from './runtime';

// Before each file of a group sharing one runtime (vitest.config.ts): what the seed gives every file
// and files commonly use up or leave on is put back, so a file finds the shop as a fresh runtime shows it
// there: the demo stock and discount codes, signed-in customers' baskets (the demo accounts' among
// them), an empty mail outbox, and the outside systems' simulators answering normally.

/** Every signed-in customer's basket: the demo accounts' are shared by the files that sign them in. */
const deleteCustomerBaskets = async () => {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :customerBasket)',
        ExpressionAttributeValues: { ':customerBasket': 'BASKET#C' },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey,
      }),
    );
    for (const key of page.Items ?? [])
      await documents().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
};

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const simulatorsAnswerNormally = (runtime: Runtime) =>
  Promise.all([
    post(`${runtime.przelewy24Url}/_sandbox/switches`, {
      duplicate: false,
      delayMs: 0,
      reorder: false,
      drop: false,
    }),
    post(`${runtime.outsideSystems.PARTNER_CENTER_ENDPOINT}/_simulator/switches`, {
      fail: 0,
      throttle: 0,
      hang: 0,
    }),
    post(`${runtime.outsideSystems.KSEF_ENDPOINT.replace(/\/v2$/, '')}/_simulator/switches`, {
      unavailable: false,
      tooManyRequests: 0,
    }),
  ]);

beforeAll(async () => {
  const runtime = await startTestRuntime();
  await allWorkDone(runtime);
  await putStock(demoStock);
  await putDiscountCodes(demoDiscountCodes);
  await deleteCustomerBaskets();
  await simulatorsAnswerNormally(runtime);
  runtime.mail.clear();
}, 120_000);
