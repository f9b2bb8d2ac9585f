import { isDeepStrictEqual } from 'node:util';
import type { Product } from '#shared/catalogue/product';
import type { ErrorCode } from '#shared/errors';
import type { OutboxItem } from '../../lib/table/outbox';
import type { TransactItem } from '../../lib/table/transaction';
import { fail, ok, type Result } from '../result';
import type { TablePorts } from '../table-ports';

const attempts = 3;

type Field = 'availability' | 'prices';

/** How a product's field changes: the update's item and its event from the value read, and what refuses the move. */
export interface FieldChange<F extends Field> {
  productId: string;
  field: F;
  after: Product[F];
  item: (before: Product[F]) => TransactItem;
  event: (before: Product[F]) => OutboxItem;
  /** The record of who made the change, committed with it (`lib/table/staff-audit.ts`), if it keeps one. */
  record?: (before: Product[F]) => TransactItem;
  /** The error code refusing a move from `before`, if any. */
  refusal?: (before: Product[F]) => ErrorCode | undefined;
}

/**
 * A product's field (its availability, its prices) from the value read to `after`. Course: read the
 * product; the same value changes nothing; a refused move fails with its code; else update it, on the
 * condition that it is still the one read, with its event (and its record, if it keeps one) in one
 * transaction, re-reading after a concurrent change (three attempts). Fails with `product_not_found`
 * or the refusal's code.
 */
export const changeProductField = async <F extends Field>(
  {
    readProduct,
    commit,
  }: Pick<TablePorts, 'commit'> & {
    readProduct: (id: string) => Promise<Product | undefined>;
  },
  { productId, field, after, item, event, record, refusal }: FieldChange<F>,
): Promise<Result<{ before: Product[F]; after: Product[F] }>> => {
  for (let attempt = 1; ; attempt++) {
    const product = await readProduct(productId);
    if (!product) return fail('product_not_found');
    const before = product[field];
    if (isDeepStrictEqual(before, after)) return ok({ before, after });
    const refused = refusal?.(before);
    if (refused) return fail(refused);
    const committed = await commit(
      [
        { item: item(before), whenConditionFails: 'changed_meanwhile' },
        ...(record ? [{ item: record(before) }] : []),
      ],
      [event(before)],
    );
    if (committed.ok) return ok({ before, after });
    if (attempt === attempts) {
      throw new Error(`product ${productId}'s ${field} changed during each of ${attempts} attempts`);
    }
  }
};
