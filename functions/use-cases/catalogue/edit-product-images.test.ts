import { describe, expect, it } from 'vitest';
import type { ProductImage } from '#shared/catalogue/product-images';
import { fakeProductImagePorts } from '../testing/fake-product-image-ports';
import { editImageAlt } from './edit-image-alt';
import { readProductImages } from './read-product-images';
import { removeProductImage } from './remove-product-image';
import { reorderProductImages } from './reorder-product-images';

// Content staff's edits of a product's images: each on the revision it was made on, recorded, with
// the event that brings the change to the site.

const image = (hash: string, pl: string): ProductImage => ({ hash, width: 1200, height: 900, alt: { pl } });
const front = image('aaaaaaaaaaaaaaaa', 'Przód');
const side = image('bbbbbbbbbbbbbbbb', 'Bok');
const editor = { kind: 'staff', email: 'tresci@example.pl' } as const;

describe('reorderProductImages', () => {
  it('puts the images in the order given, raises the revision, records it and announces the change', async () => {
    const { ports, state, commits, productId } = fakeProductImagePorts([front, side]);
    const order = [side.hash, front.hash];
    expect(await reorderProductImages(ports, { productId, revision: 3, order }, editor)).toEqual({
      ok: true,
      value: { images: [side, front], revision: 4 },
    });
    expect(state.product.images).toEqual([side, front]);
    expect(state.history).toEqual([
      expect.objectContaining({
        action: 'imagesReordered',
        actor: editor,
        changes: [
          {
            field: 'images',
            before: [
              { hash: front.hash, alt: front.alt },
              { hash: side.hash, alt: side.alt },
            ],
            after: [
              { hash: side.hash, alt: side.alt },
              { hash: front.hash, alt: front.alt },
            ],
          },
        ],
      }),
    ]);
    expect(commits[0]?.events).toHaveLength(1);
  });

  it.each([
    ['one missing', [side.hash]],
    ['one unknown', [side.hash, 'cccccccccccccccc']],
  ])('refuses an order with %s, naming the field, changing nothing', async (_, order) => {
    const { ports, state, productId } = fakeProductImagePorts([front, side]);
    expect(await reorderProductImages(ports, { productId, revision: 3, order }, editor)).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'order', message: 'invalid_value' }],
    });
    expect(state.revision).toBe(3);
  });

  it('refuses an edit made on images that changed since (changed_meanwhile), and the second of two at once', async () => {
    const { ports, state, productId } = fakeProductImagePorts([front, side]);
    const order = [side.hash, front.hash];
    expect(await reorderProductImages(ports, { productId, revision: 2, order }, editor)).toEqual({
      ok: false,
      code: 'changed_meanwhile',
    });
    // Two staff members read revision 3; the first to commit wins.
    const read = await ports.readProductImages(productId);
    const stale = { ...ports, readProductImages: async () => read };
    await removeProductImage(ports, { productId, hash: front.hash, revision: 3 }, editor);
    expect(await reorderProductImages(stale, { productId, revision: 3, order }, editor)).toEqual({
      ok: false,
      code: 'changed_meanwhile',
    });
    expect(state.product.images).toEqual([side]);
    expect(state.history.map(({ action }) => action)).toEqual(['imageRemoved']);
  });

  it('answers product_not_found for an unknown product', async () => {
    const { ports } = fakeProductImagePorts([front]);
    expect(await reorderProductImages(ports, { productId: 'none', revision: 3, order: [] }, editor)).toEqual({
      ok: false,
      code: 'product_not_found',
    });
  });
});

describe('editImageAlt and removeProductImage', () => {
  it('rewrites one image’s alt text in every language given', async () => {
    const { ports, state, productId } = fakeProductImagePorts([front, side]);
    const alt = { pl: 'Bok stacji', en: 'Side' };
    expect(await editImageAlt(ports, { productId, hash: side.hash, revision: 3, alt }, editor)).toMatchObject(
      {
        ok: true,
        value: { revision: 4 },
      },
    );
    expect(state.product.images?.[1]?.alt).toEqual(alt);
    expect(state.history[0]?.action).toBe('imageAltEdited');
  });

  it('takes an image off the product', async () => {
    const { ports, state, productId } = fakeProductImagePorts([front, side]);
    expect(await removeProductImage(ports, { productId, hash: front.hash, revision: 3 }, editor)).toEqual({
      ok: true,
      value: { images: [side], revision: 4 },
    });
    expect(state.product.images).toEqual([side]);
  });

  it.each([
    [
      'alt text',
      (ports: never, productId: string) =>
        editImageAlt(ports, { productId, hash: 'cccccccccccccccc', revision: 3, alt: { pl: 'X' } }, editor),
    ],
    [
      'removal',
      (ports: never, productId: string) =>
        removeProductImage(ports, { productId, hash: 'cccccccccccccccc', revision: 3 }, editor),
    ],
  ])('answers image_not_found to an edit of %s of an image the product lacks', async (_, edit) => {
    const { ports, productId } = fakeProductImagePorts([front]);
    expect(await edit(ports as never, productId)).toEqual({ ok: false, code: 'image_not_found' });
  });
});

describe('readProductImages', () => {
  it('answers the images, their revision, the prices and the history', async () => {
    const { ports, state, productId } = fakeProductImagePorts([front]);
    await removeProductImage(ports, { productId, hash: front.hash, revision: 3 }, editor);
    expect(await readProductImages(ports, productId)).toMatchObject({
      ok: true,
      value: {
        productId,
        images: [],
        revision: 4,
        prices: state.product.prices,
        history: [{ action: 'imageRemoved' }],
      },
    });
  });
});
