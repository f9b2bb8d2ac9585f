import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { DiscountCode } from '#shared/basket/discount-codes';
import { currencies } from '#shared/locale';
import { documents, tableName } from '../dynamo';

// Discount codes (access pattern 12): one item per code, `DISCOUNT#<CODE>` / `DISCOUNT`, holding the
// shape of shared/basket/discount-codes.ts with `uses` and `maxUses` as top-level attributes, so an
// order's transaction can raise `uses` on the condition `uses < maxUses`. Keys, items and reads only.

export const discountCodeKeys = {
  of: (code: string) => ({ pk: `DISCOUNT#${code.toUpperCase()}`, sk: 'DISCOUNT' }),
};

const amount = z.int().check(z.nonnegative());

const storedSchema = z.object({
  code: z.string(),
  off: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), basisPoints: z.int().check(z.gte(0), z.lte(10_000)) }),
    z.object({ kind: z.literal('amount'), amounts: z.partialRecord(z.enum(currencies), amount) }),
  ]),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  maxUses: z.optional(amount),
  uses: amount,
  productIds: z.array(z.string()),
});

/** The code (matched without regard to case), or undefined; a stored item that fails the schema is none. */
export const getDiscountCode = async (code: string): Promise<DiscountCode | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: discountCodeKeys.of(code) }),
  );
  const parsed = storedSchema.safeParse(Item);
  return parsed.success ? parsed.data : undefined;
};

/** Writes the codes (the local seed's demo codes). */
export const putDiscountCodes = async (codes: readonly DiscountCode[]): Promise<void> => {
  for (const code of codes) {
    await documents().send(
      new PutCommand({ TableName: tableName(), Item: { ...discountCodeKeys.of(code.code), ...code } }),
    );
  }
};
