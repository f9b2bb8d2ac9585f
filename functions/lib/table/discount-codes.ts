import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type DiscountCode, discountCodeSchema } from '#shared/basket/discount-codes';
import { documents, tableName } from '../dynamo';

// Discount codes (access pattern 12): one item per code, `DISCOUNT#<CODE>` / `DISCOUNT`, holding the
// shape of shared/basket/discount-codes.ts (its schema reads the item back) with `uses` and `maxUses` as top-level attributes, so an
// order's transaction can raise `uses` on the condition `uses < maxUses`. Keys, items and reads only.

export const discountCodeKeys = {
  of: (code: string) => ({ pk: `DISCOUNT#${code.toUpperCase()}`, sk: 'DISCOUNT' }),
};

/** The code (matched without regard to case), or undefined; a stored item that fails the schema is none. */
export const getDiscountCode = async (code: string): Promise<DiscountCode | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: discountCodeKeys.of(code) }),
  );
  const parsed = discountCodeSchema.safeParse(Item);
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
