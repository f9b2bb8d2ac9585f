import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { PublishedFigures } from '#shared/catalogue/catalogue-figures';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { followFigures } from './figures-follower';

// A warm container's index following the figures published since its index: applied once each, in
// revisions, at most every second, and never those its index already holds.

const [product, other] = demoProducts;
if (!product || !other) throw new Error('the demo catalogue is empty');
const publishedAt = '2026-03-01T10:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(publishedAt) + seconds * 1000).toISOString();

let published: CatalogueIndex;
beforeAll(() => {
  published = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01', publishedAt);
});

const rated = (id: string, count: number, revision: number, at: string): PublishedFigures => ({
  productId: id,
  figures: { ratings: { count, sum: count * 4 }, availability: { state: 'instant' }, prices: product.prices },
  revision,
  renderedRevision: revision,
  publishedAt: at,
});

/** A follower over `published` whose feed answers `feed` (changed by the test) and records each `since`. */
const following = (feed: PublishedFigures[], options = { checkEveryMs: 1000, overlapMs: 10_000 }) => {
  const asked: string[] = [];
  let index = published;
  const follow = followFigures(
    {
      published: async () => index,
      publishedSince: async (since) => {
        asked.push(since);
        return feed.filter((entry) => entry.publishedAt > since);
      },
    },
    options,
  );
  return { follow, asked, republish: (next: CatalogueIndex) => (index = next) };
};
const ratingsOf = (index: CatalogueIndex, id: string) =>
  index.products[index.numberOf.get(id) ?? -1]?.ratings.count;

describe('followFigures', () => {
  it('applies the figures published after its index, from a little before the newest seen', async () => {
    const feed = [rated(product.id, 11, 1, later(5))];
    const { follow, asked } = following(feed);
    const index = await follow(0);
    expect(ratingsOf(index, product.id)).toBe(11);
    expect(asked).toEqual([later(-10)]);
    feed.push(rated(other.id, 3, 1, later(8)));
    expect(ratingsOf(await follow(1000), other.id)).toBe(3);
    expect(asked[1]).toBe(later(-5));
  });

  it('never applies figures its index already holds, nor a revision older than the one applied', async () => {
    const feed = [rated(product.id, 99, 4, later(-3))];
    const { follow } = following(feed);
    const first = await follow(0);
    expect(first).toBe(published);
    feed.push(rated(product.id, 12, 2, later(2)));
    expect(ratingsOf(await follow(1000), product.id)).toBe(12);
    feed.splice(0, feed.length, rated(product.id, 11, 1, later(3)));
    expect(ratingsOf(await follow(2000), product.id)).toBe(12);
  });

  it('asks at most every second, by one call for every caller meanwhile, and keeps its index when nothing is new', async () => {
    const { follow, asked } = following([rated(product.id, 11, 1, later(1))]);
    const [a, b] = await Promise.all([follow(0), follow(0)]);
    expect(a).toBe(b);
    expect(await follow(999)).toBe(a);
    expect(asked).toHaveLength(1);
    expect(await follow(1000)).toBe(a);
    expect(asked).toHaveLength(2);
  });

  it('starts afresh from a newly published index', async () => {
    const feed = [rated(product.id, 11, 1, later(1))];
    const { follow, republish } = following(feed);
    expect(ratingsOf(await follow(0), product.id)).toBe(11);
    const next = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01', later(2));
    republish(next);
    expect(await follow(1)).toBe(next);
  });

  it('answers the index as followed so far when the published figures cannot be read', async () => {
    let failing = false;
    const follow = followFigures(
      {
        published: async () => published,
        publishedSince: async () => {
          if (failing) throw new Error('DynamoDB unavailable');
          return [rated(product.id, 11, 1, later(1))];
        },
      },
      { checkEveryMs: 0, overlapMs: 10_000 },
    );
    const index = await follow(0);
    failing = true;
    expect(await follow(1)).toBe(index);
  });
});
