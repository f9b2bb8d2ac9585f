import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct, listCategories } from '../../functions/lib/table/catalogue';
import { demoCategories } from '../../infra/local/demo-catalogue/categories';
import { demoProducts } from '../../infra/local/demo-catalogue/products';
import type { Runtime } from '../../infra/local/runtime';
import { seed } from '../../infra/local/seed';
import { productSchema } from '../../shared/catalogue/product';
import { startTestRuntime } from '../support/runtime';

// The demo catalogue is seeded into the table on first start and read back through its repository.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

describe('catalogue in the table', () => {
  it('holds the whole category tree and every demo product with its prices', async () => {
    expect((await listCategories()).map((c) => c.id).sort()).toEqual(demoCategories.map((c) => c.id).sort());
    for (const expected of [demoProducts[0], demoProducts[demoProducts.length - 1]]) {
      const stored = await getProduct(expected?.id ?? '');
      expect(stored).toEqual(expected);
      expect(productSchema.safeParse(stored).success).toBe(true);
      expect(stored?.prices.PLN.price).toEqual(expect.any(Number));
    }
  });

  it('answers undefined for an unknown product', async () => {
    expect(await getProduct('no-such-product')).toBeUndefined();
  });

  it('does not seed the catalogue twice', async () => {
    expect(await seed(runtime.cognito.client, runtime.cognito.userPoolId)).toBe(0);
  });
});
