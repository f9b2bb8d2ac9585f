import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import type { Runtime } from '#infra/local/runtime';
import { writeDemoStockAndCodes } from '#infra/local/seed';
import { ksefAnswersNormally } from '#infra/local/simulators/ksef/ksef-simulator';
import { partnerCenterAnswersNormally } from '#infra/local/simulators/partner-center/partner-center-simulator';
import { noSwitches } from '#infra/local/simulators/przelewy24/notifier';
import { vatRegisterAnswersNormally } from '#infra/local/simulators/vat-register/vat-register-simulator';
import { allWorkDone, startTestRuntime } from './runtime';
import { scanTable } from './scan-table';

// Before each file of a group sharing one runtime (vitest.config.ts): what the seed gives every file
// and files commonly use up or leave on is put back, so a file finds the shop as a fresh runtime shows it
// there: the demo stock and discount codes, signed-in customers' baskets (the demo accounts' among
// them) and the wrong codes counted per client, the gateway's per-IP limits (every file calls from
// 127.0.0.1), an empty mail outbox, and the outside systems' simulators answering normally.

/** Every item whose key starts with one of `prefixes`. */
const deleteItemsOf = async (prefixes: readonly string[]) => {
  const keys = await scanTable({
    FilterExpression: prefixes.map((_, i) => `begins_with(pk, :p${i})`).join(' OR '),
    ExpressionAttributeValues: Object.fromEntries(prefixes.map((prefix, i) => [`:p${i}`, prefix])),
    ProjectionExpression: 'pk, sk',
  });
  for (const key of keys) await documents().send(new DeleteCommand({ TableName: tableName(), Key: key }));
};

/**
 * Every signed-in customer's basket (the demo accounts' are shared by the files that sign them in),
 * and the wrong discount codes counted per client: every browser and request here comes from one IP.
 */
const deleteBasketsAndGuesses = () => deleteItemsOf(['BASKET#C', 'DISCOUNTGUESSES#']);

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const simulatorsAnswerNormally = (runtime: Runtime) =>
  Promise.all([
    post(`${runtime.przelewy24Url}/_sandbox/switches`, noSwitches),
    post(
      `${runtime.outsideSystems.PARTNER_CENTER_ENDPOINT}/_simulator/switches`,
      partnerCenterAnswersNormally,
    ),
    post(
      `${runtime.outsideSystems.KSEF_ENDPOINT.replace(/\/v2$/, '')}/_simulator/switches`,
      ksefAnswersNormally,
    ),
    post(`${runtime.outsideSystems.VAT_REGISTER_ENDPOINT}/_simulator/switches`, {
      ...vatRegisterAnswersNormally,
      forgetSearches: true,
    }),
  ]);

beforeAll(async () => {
  const runtime = await startTestRuntime();
  await allWorkDone(runtime);
  await writeDemoStockAndCodes();
  await deleteBasketsAndGuesses();
  await simulatorsAnswerNormally(runtime);
  runtime.resetRequestLimits();
  runtime.mail.clear();
}, 120_000);
