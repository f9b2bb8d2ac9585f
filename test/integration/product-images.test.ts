import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import type { ListingResult, ProductView } from '#shared/catalogue/listing';
import { imagePath, variantWidths } from '#shared/catalogue/product-images';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// The demo catalogue's pictures through the local runtime: every product has one,
// listings and the product page name it with alt text in the shopper's language, and its AVIF and
// WebP variants are served from the site bucket at content-hashed paths with a year-long cache; content
// staff upload more (type from the bytes, size and pixel limits, alt text per language).

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

describe('a product image uploaded by content staff', () => {
  const dock = 'dell-dock-wd19s-130w';
  let staff: { idToken: string };
  let customerToken: string;
  beforeAll(async () => {
    staff = await signInAsStaff(runtime, 'tresci.test@example.pl', 'content');
    customerToken = (await signUpAndIn(runtime, 'klient.obrazy@example.pl')).idToken;
  }, 60_000);

  const upload = (
    body: Buffer,
    options: { type?: string; token?: string; query?: string; product?: string } = {},
  ) =>
    fetch(
      `${runtime.siteUrl}/api/content/products/${options.product ?? dock}/images?${options.query ?? 'alt.pl=Stacja%20dokuj%C4%85ca%20z%20boku&alt.en=Docking%20station%2C%20side'}`,
      {
        method: 'POST',
        headers: {
          'content-type': options.type ?? 'image/png',
          authorization: `Bearer ${options.token ?? staff.idToken}`,
        },
        body: new Uint8Array(body),
      },
    );
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();

  it('becomes the product’s next image: variants at content-hashed paths, the alt texts, the catalogue republished', async () => {
    const answer = await upload(await png(1000, 800));
    expect(answer.status).toBe(201);
    const { images } = (await answer.json()) as {
      images: { hash: string; width: number; alt: { pl: string } }[];
    };
    expect(images).toHaveLength(2);
    const added = images[1];
    expect(added).toMatchObject({
      width: 1000,
      height: 800,
      alt: { pl: 'Stacja dokująca z boku', en: 'Docking station, side' },
    });
    for (const width of variantWidths(1000)) {
      const variant = await fetch(`${runtime.siteUrl}${imagePath(added?.hash ?? '', width, 'avif')}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const view = await eventually(async () => {
      const read = await json<ProductView>(`/api/cms/products/${dock}?language=en`);
      return read.images.length === 2 && read;
    });
    expect(view.images[1]).toMatchObject({ hash: added?.hash, alt: 'Docking station, side' });
    // The same bytes again change nothing.
    const again = await upload(await png(1000, 800));
    expect(((await again.json()) as { images: unknown[] }).images).toHaveLength(2);
  }, 60_000);

  it.each([
    [
      'an SVG carrying script, sent as PNG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
      415,
      'image_type_not_allowed',
    ],
    [
      'a GIF',
      () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
      'image/png',
      415,
      'image_type_not_allowed',
    ],
    ['a body declared as text', () => Buffer.from('hello'), 'text/plain', 415, 'image_type_not_allowed'],
    [
      'more than 4 MB',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4 * 1024 * 1024)]),
      'image/jpeg',
      413,
      'image_too_large',
    ],
    [
      'a JPEG header with nothing readable after it',
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'image/jpeg',
      400,
      'image_unreadable',
    ],
  ] as const)('refuses %s, storing nothing', async (_, body, type, status, code) => {
    const answer = await upload(body(), { type });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code });
  });

  it('refuses an image under 200 pixels on a side', async () => {
    const answer = await upload(await png(150, 600));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'image_too_small' });
  });

  it('refuses an upload without a Polish alt text, naming the field', async () => {
    const answer = await upload(await png(400, 300), { query: 'alt.en=Dock' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_data', fields: [{ path: 'alt.pl' }] });
  });

  it('refuses a customer (403) and a product that does not exist (404)', async () => {
    expect((await upload(await png(400, 300), { token: customerToken })).status).toBe(403);
    const missing = await upload(await png(400, 300), { product: 'no-such-product' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'product_not_found' });
  });
});
