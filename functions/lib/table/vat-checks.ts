import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { VatIdCheck } from '#shared/basket/buyer-vat';
import { documents, tableName } from '../dynamo';

// VIES's answers about VAT ids, kept 24 hours, so a basket read does not ask VIES
// every time: `VATCHECK#<vat id>` / `VATCHECK`. Only answers are kept: the caller does not keep an
// `unavailable` one, so the next read asks again.

export const vatCheckLifetimeSeconds = 24 * 60 * 60;

export const vatCheckKeys = {
  of: (vatId: string) => ({ pk: `VATCHECK#${vatId}`, sk: 'VATCHECK' }),
};

const epochSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** The kept answer about a VAT id, unless it is older than a day (the TTL deletes late). */
export const cachedVatCheck = async (vatId: string, now: Date): Promise<VatIdCheck | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: vatCheckKeys.of(vatId) }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  const { vatId: id, checkedAt, result, requestIdentifier } = Item as VatIdCheck;
  return { vatId: id, checkedAt, result, ...(requestIdentifier ? { requestIdentifier } : {}) };
};

/** Keeps an answer for a day from `now`. */
export const cacheVatCheck = async (check: VatIdCheck, now: Date): Promise<void> => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...vatCheckKeys.of(check.vatId),
        ...check,
        expiresAt: epochSeconds(now) + vatCheckLifetimeSeconds,
      },
    }),
  );
};
