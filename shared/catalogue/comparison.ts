// The comparison list (spec sections 4 and 5): products of one category, at most `comparisonLimit`.
// Kept in the browser; the rules here are pure so the site and the API agree on them.

/** Spec section 9 leaves the limit unstated; four products still fit side by side. */
export const comparisonLimit = 4;

export interface ComparedProduct {
  id: string;
  categoryId: string;
}

export type ComparisonRefusal = 'comparison_full' | 'comparison_category_mismatch';

export type ComparisonAddResult =
  | { ok: true; list: ComparedProduct[] }
  | { ok: false; reason: ComparisonRefusal };

export const isComparisonFull = (list: readonly ComparedProduct[]): boolean => list.length >= comparisonLimit;

/** Whether `product` may join the list: an empty list takes any category. */
export const sameCategory = (list: readonly ComparedProduct[], product: ComparedProduct): boolean =>
  list.every((item) => item.categoryId === product.categoryId);

/** Appends `product` (its id and category only); a product already listed leaves the list as it is. */
export const addToComparison = (
  list: readonly ComparedProduct[],
  product: ComparedProduct,
): ComparisonAddResult => {
  if (list.some((item) => item.id === product.id)) return { ok: true, list: [...list] };
  if (!sameCategory(list, product)) return { ok: false, reason: 'comparison_category_mismatch' };
  if (isComparisonFull(list)) return { ok: false, reason: 'comparison_full' };
  return { ok: true, list: [...list, { id: product.id, categoryId: product.categoryId }] };
};

export const removeFromComparison = (list: readonly ComparedProduct[], ids: readonly string[]) =>
  list.filter((item) => !ids.includes(item.id));

export const clearComparison = (): ComparedProduct[] => [];
