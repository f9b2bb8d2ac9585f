import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import type { ListingResult, ProductView } from '#shared/catalogue/listing';
import { imagePath, variantWidths } from '#shared/catalogue/product-images';
import { startTestRuntime } from '../support/runtime';

// The demo catalogue's pictures through the local runtime (issue 14 part 1): every product has one,
// listings and the product page name it with alt text in the shopper's language, and its AVIF and
// WebP variants are served from the site bucket at content-hashed paths with a year-long cache.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
  await runtime.writeDemoPictures();
}, 60_000);
afterAll(() => runtime?.stop());

const json = async <T>(path: string): Promise<T> =>
  (await fetch(`${runtime.siteUrl}${path}`)).json() as Promise<T>;

describe('product pictures', () => {
  it('gives every listed product a picture with its name as alt text, in the shopper’s language', async () => {
    const listing = await json<ListingResult>('/api/cms/products?category=laptops&language=en&pageSize=96');
    expect(listing.items.length).toBeGreaterThan(0);
    for (const item of listing.items) {
      expect(item.image).toMatchObject({
        hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        width: 1200,
        height: 900,
      });
      expect(item.image?.alt).toBe(item.name);
    }
  });

  it('serves every variant of a product page’s pictures, typed, with an immutable year-long cache', async () => {
    const product = demoProducts.find((candidate) => candidate.kind === 'hardware') ?? demoProducts[0];
    const view = await json<ProductView>(`/api/cms/products/${product?.id}?language=pl`);
    expect(view.images).toHaveLength(1);
    const [image] = view.images;
    if (!image) throw new Error('the product has a picture');
    expect(image.alt).toBe(view.name);
    for (const width of variantWidths(image.width)) {
      for (const format of ['avif', 'webp'] as const) {
        const answer = await fetch(`${runtime.siteUrl}${imagePath(image.hash, width, format)}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe(`image/${format}`);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
    }
  });

  it('answers 404 for a variant that does not exist', async () => {
    expect((await fetch(`${runtime.siteUrl}/img/0000000000000000/400.webp`)).status).toBe(404);
  });
});
