import { describe, expect, it } from 'vitest';
import {
  addToComparison,
  type ComparedProduct,
  clearComparison,
  comparisonLimit,
  isComparisonFull,
  removeFromComparison,
  sameCategory,
} from './comparison';

const laptop = (id: string): ComparedProduct => ({ id, categoryId: 'business-laptops' });

describe('comparison list', () => {
  it('appends in the order products are added', () => {
    const first = addToComparison([], laptop('a'));
    expect(first).toEqual({ ok: true, list: [laptop('a')] });
    const second = first.ok ? addToComparison(first.list, laptop('b')) : first;
    expect(second).toEqual({ ok: true, list: [laptop('a'), laptop('b')] });
  });

  it('keeps only the id and category of a product', () => {
    const view = { ...laptop('a'), name: 'ThinkPad' };
    expect(addToComparison([], view)).toEqual({ ok: true, list: [laptop('a')] });
  });

  it('keeps a product once', () => {
    expect(addToComparison([laptop('a')], laptop('a'))).toEqual({ ok: true, list: [laptop('a')] });
  });

  it('is full at the limit of four', () => {
    const list = ['a', 'b', 'c', 'd'].map(laptop);
    expect(comparisonLimit).toBe(4);
    expect(isComparisonFull(list)).toBe(true);
    expect(isComparisonFull(list.slice(1))).toBe(false);
    expect(addToComparison(list, laptop('e'))).toEqual({ ok: false, reason: 'comparison_full' });
  });

  it('refuses a product of another category', () => {
    const monitor = { id: 'm', categoryId: 'monitors' };
    expect(sameCategory([], monitor)).toBe(true);
    expect(sameCategory([laptop('a')], monitor)).toBe(false);
    expect(addToComparison([laptop('a')], monitor)).toEqual({
      ok: false,
      reason: 'comparison_category_mismatch',
    });
  });

  it('removes by product id and clears', () => {
    const list = ['a', 'b', 'c'].map(laptop);
    expect(removeFromComparison(list, ['b'])).toEqual([laptop('a'), laptop('c')]);
    expect(removeFromComparison(list, ['x'])).toEqual(list);
    expect(clearComparison()).toEqual([]);
  });
});
