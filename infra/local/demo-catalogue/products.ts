import type { Product } from '#shared/catalogue/product';
import { accessoryDrafts } from './accessories';
import { type Draft, toProduct } from './draft';
import { computerDrafts } from './hardware';
import { licenceDrafts } from './licences';
import { demoImagesOf } from './pictures';
import { serviceDrafts } from './services';
import { subscriptionDrafts } from './subscriptions';

// The demo catalogue: every draft turned into a product, with "other versions" taken from its family,
// "similar" from other families of its category and its picture (pictures.ts).

const drafts: Draft[] = [
  ...subscriptionDrafts,
  ...licenceDrafts,
  ...computerDrafts,
  ...accessoryDrafts,
  ...serviceDrafts,
];

const maxOtherVersions = 10;
const maxSimilar = 4;

const groupBy = (key: (draft: Draft) => string): Map<string, Draft[]> => {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) groups.set(key(draft), [...(groups.get(key(draft)) ?? []), draft]);
  return groups;
};

const families = groupBy((draft) => draft.family);
const categories = groupBy((draft) => draft.categoryId);

/** Up to `maxSimilar` products of the category outside the draft's family, starting after it. */
const similarTo = (draft: Draft): string[] => {
  const others = categories.get(draft.categoryId) ?? [];
  const start = others.indexOf(draft);
  return [...others.slice(start + 1), ...others.slice(0, start)]
    .filter((other) => other.family !== draft.family)
    .slice(0, maxSimilar)
    .map(({ id }) => id);
};

const withImages = (product: Product): Product => ({ ...product, images: demoImagesOf(product) });

export const demoProducts: Product[] = drafts.map((draft) =>
  withImages(
    toProduct(draft, {
      accessories: draft.relations?.accessories ?? [],
      otherVersions: (families.get(draft.family) ?? [])
        .filter((other) => other !== draft)
        .slice(0, maxOtherVersions)
        .map(({ id }) => id),
      goodDealSets: draft.relations?.goodDealSets ?? [],
      recommended: draft.relations?.recommended ?? [],
      similar: similarTo(draft),
    }),
  ),
);
