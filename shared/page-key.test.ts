import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('pageKey', () => {
  it.each([
    ['/', 'index.html'],
    ['/o-nas/', 'o-nas/index.html'],
    ['/produkt/office-home/office-home-2024', 'produkt/office-home/office-home-2024/index.html'],
    ['/en/category/laptops/laptops', 'en/category/laptops/laptops/index.html'],
  ])('%s → %s', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });
});
