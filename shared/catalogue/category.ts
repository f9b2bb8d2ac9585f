import * as z from 'zod/mini';
import { singleLineText } from '../text';
import { localizedSchema, slugSchema } from './localized';

/** Ids of categories and products (prefixed ULIDs or readable codes). */
export const catalogueIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
);

export const categorySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    id: catalogueIdSchema,
    /** `null` for a root category. */
    parentId: z.nullable(catalogueIdSchema),
    /** Order among siblings, ascending. */
    position: z.int().check(z.nonnegative()),
    texts: localizedSchema(z.strictObject({ name: singleLineText({ max: 120 }), slug: slugSchema })),
  }),
);
export type Category = z.infer<typeof categorySchema>;

const isTree = (categories: Category[]): boolean => {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  if (parentOf.size !== categories.length) return false;
  return categories.every((category) => {
    const seen = new Set([category.id]);
    for (let parent = category.parentId; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (!parentOf.has(parent) || seen.has(parent)) return false;
      seen.add(parent);
    }
    return true;
  });
};

/** A whole category set: unique ids, every parent present, no cycles. */
export const categoryTreeSchema = /* @__PURE__ */ z.lazy(() =>
  z.array(categorySchema).check(z.refine(isTree, 'categories must form a tree with unique ids')),
);

/** Children of `parentId` (`null` for the roots) in their display order. */
export const childrenOf = <C extends { parentId: string | null; position: number }>(
  categories: readonly C[],
  parentId: string | null,
): C[] =>
  categories.filter((category) => category.parentId === parentId).sort((a, b) => a.position - b.position);

type TreeNode = { id: string; parentId: string | null };

/**
 * For one category set: a category's line up the tree, itself first, then each ancestor to its root
 * (empty for an unknown id; a cycle in bad data ends the line). The lookup is built once per set.
 */
export const categoryLines = <C extends TreeNode>(categories: readonly C[]) => {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (id: string): C[] => {
    const line: C[] = [];
    for (let category = byId.get(id); category && !line.includes(category); ) {
      line.push(category);
      category = category.parentId === null ? undefined : byId.get(category.parentId);
    }
    return line;
  };
};
