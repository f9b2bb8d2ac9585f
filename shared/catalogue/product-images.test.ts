import { describe, expect, it } from 'vitest';
import { heightAt, imagePath, imageSrcset, productImageSchema, variantWidths } from './product-images';

describe('product image variants', () => {
  it.each([
    [1200, [160, 400, 800, 1200]],
    [2400, [160, 400, 800, 1600]],
    [1600, [160, 400, 800, 1600]],
    [500, [160, 400, 500]],
    [120, [120]],
  ])('makes of an original %i px wide the widths %j, never wider than it', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });

  it('names a variant by the content hash, width and format', () => {
    expect(imagePath('0123456789abcdef', 400, 'avif')).toBe('/img/0123456789abcdef/400.avif');
  });

  it('lists every variant of a format with its width descriptor', () => {
    expect(imageSrcset({ hash: '0123456789abcdef', width: 500 }, 'webp')).toBe(
      '/img/0123456789abcdef/160.webp 160w, /img/0123456789abcdef/400.webp 400w, /img/0123456789abcdef/500.webp 500w',
    );
  });

  it('keeps the proportions of the original', () => {
    expect(heightAt({ width: 1200, height: 900 }, 400)).toBe(300);
  });

  it('takes an image with a Polish alt text and refuses a hash that is not one', () => {
    const image = { hash: '0123456789abcdef', width: 1200, height: 900, alt: { pl: 'Laptop Lenovo' } };
    expect(productImageSchema.safeParse(image).success).toBe(true);
    expect(productImageSchema.safeParse({ ...image, hash: '../../etc/passwd' }).success).toBe(false);
    expect(productImageSchema.safeParse({ ...image, alt: { en: 'Laptop' } }).success).toBe(false);
  });
});
