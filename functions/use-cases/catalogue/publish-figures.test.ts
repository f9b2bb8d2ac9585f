import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { type CatalogueFigures, figuresOf, type PublishedFigures } from '#shared/catalogue/catalogue-figures';
import type { Product } from '#shared/catalogue/product';
import { buildCatalogueIndex, type CatalogueIndex } from '../../lib/search/catalogue-index';
import type { SitePage } from '../../lib/site-page-writer';
import type { TransactItem } from '../../lib/table/transaction';
import { fixedNow } from '../testing/fake-table-ports';
import type { FiguresPublishPorts } from './figures-deps';
import { publishFigures } from './publish-figures';

// The targeted update of a product's published entry: its figures published once per change, its
// pages rendered with them, a failed run resumed by the event's retry, a publication meanwhile
// rendered last.

const [product] = demoProducts.filter(({ categoryId }) => categoryId === 'business-laptops');
if (!product) throw new Error('the demo catalogue has no business laptop');

let index: CatalogueIndex;
beforeAll(() => {
  index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');
});

const ratedOnce = (from: Product): Product => ({
  ...from,
  ratings: { count: from.ratings.count + 1, sum: from.ratings.sum + 5 },
});

type FakeItem =
  | { publish: { figures: CatalogueFigures; revisionRead: number | undefined; at: string } }
  | { rendered: number };

/**
 * Ports over one product and its published figures, held in `store`; `commit` checks the items'
 * conditions as the table would. `duringRender` runs as each page is written (another run meanwhile).
 */
const portsOver = (store: { product: Product; published?: PublishedFigures }) => {
  const done: string[] = [];
  /** The ratings count each product page written shows. */
  const productPages: number[] = [];
  const listingCards: number[] = [];
  let duringRender: ((page: SitePage) => Promise<void>) | undefined;
  const ports: FiguresPublishPorts = {
    clock: () => fixedNow,
    commit: async (items) => {
      for (const { item, whenConditionFails } of items) {
        if (whenConditionFails === undefined) throw new Error('every item is guarded');
        const refused = { ok: false, code: whenConditionFails } as const;
        const fake = item as unknown as FakeItem;
        const revision = store.published?.revision;
        if ('publish' in fake) {
          if (revision !== fake.publish.revisionRead) return refused;
          const next = (revision ?? 0) + 1;
          store.published = {
            productId: store.product.id,
            figures: fake.publish.figures,
            revision: next,
            ...(store.published?.renderedRevision === undefined
              ? {}
              : { renderedRevision: store.published.renderedRevision }),
            publishedAt: fake.publish.at,
          };
          done.push(`published ${next}`);
        } else {
          if (!store.published || revision !== fake.rendered) return refused;
          store.published.renderedRevision = fake.rendered;
          done.push(`rendered ${fake.rendered}`);
        }
      }
      return { ok: true };
    },
    readProductAsShown: async () => store.product,
    readPublishedFigures: async () => (store.published ? structuredClone(store.published) : undefined),
    figuresPublication: (_, figures, revisionRead, now) =>
      ({ publish: { figures, revisionRead, at: now.toISOString() } }) as unknown as TransactItem,
    pagesRenderedRecord: (_, revision) => ({ rendered: revision }) as unknown as TransactItem,
    currentIndex: async () => index,
    writePage: async (page) => {
      if (page.data.product) productPages.push(page.data.product.rating.count);
      const card = page.data.listing?.result.items.find(({ id }) => id === store.product.id);
      if (card) listingCards.push(card.rating.count);
      await duringRender?.(page);
    },
  };
  return {
    ports,
    done,
    productPages,
    listingCards,
    onRender: (hook: typeof duringRender) => {
      duringRender = hook;
    },
  };
};

describe('publishFigures', () => {
  it("publishes the product's new figures, renders its pages and categories' pages with them, then records them rendered", async () => {
    const rated = ratedOnce(product);
    const store = { product: rated };
    const { ports, done, productPages, listingCards } = portsOver(store);

    expect(await publishFigures(ports, product.id)).toBe('published');

    expect(done).toEqual(['published 1', 'rendered 1']);
    expect(store).toMatchObject({
      published: { figures: figuresOf(rated), revision: 1, renderedRevision: 1 },
    });
    expect(productPages.length).toBeGreaterThan(0);
    expect(new Set(productPages)).toEqual(new Set([rated.ratings.count]));
    expect(listingCards.length).toBeGreaterThan(0);
    expect(new Set(listingCards)).toEqual(new Set([rated.ratings.count]));
  });

  it('changes nothing when its figures are published and shown (an event seen twice)', async () => {
    const { ports, done, productPages } = portsOver({ product: ratedOnce(product) });
    await publishFigures(ports, product.id);
    const pages = productPages.length;

    expect(await publishFigures(ports, product.id)).toBe('unchanged');
    expect(done).toEqual(['published 1', 'rendered 1']);
    expect(productPages).toHaveLength(pages);
  });

  it('renders the pages of figures published by a run that failed after publishing them (the retry)', async () => {
    const store = { product: ratedOnce(product) };
    const { ports, done, productPages, onRender } = portsOver(store);
    onRender(async () => {
      throw new Error('the site bucket is unavailable');
    });
    await expect(publishFigures(ports, product.id)).rejects.toThrow('unavailable');
    expect(done).toEqual(['published 1']);

    onRender(undefined);
    expect(await publishFigures(ports, product.id)).toBe('published');
    expect(done).toEqual(['published 1', 'rendered 1']);
    expect(productPages.at(-1)).toBe(store.product.ratings.count);
  });

  it('renders again when newer figures were published while its pages were written, so the last pages show them', async () => {
    const store: { product: Product; published?: PublishedFigures } = { product: ratedOnce(product) };
    const { ports, done, productPages, onRender } = portsOver(store);
    const twice = ratedOnce(store.product);
    let interrupted = false;
    // While this run writes its pages, another rating is published and shown by a faster run.
    onRender(async () => {
      if (interrupted) return;
      interrupted = true;
      store.product = twice;
      store.published = {
        productId: product.id,
        figures: figuresOf(twice),
        revision: 2,
        renderedRevision: 2,
        publishedAt: fixedNow.toISOString(),
      };
    });

    expect(await publishFigures(ports, product.id)).toBe('published');
    expect(done).toEqual(['published 1', 'rendered 2']);
    expect(productPages.at(-1)).toBe(twice.ratings.count);
  });

  it('publishes again when the figures were published meanwhile by another run', async () => {
    const rated = ratedOnce(product);
    const store: { product: Product; published?: PublishedFigures } = { product: rated };
    const { ports, done } = portsOver(store);
    const read = ports.readPublishedFigures;
    let first = true;
    // The first read misses a publication of the same figures that lands before this run commits.
    ports.readPublishedFigures = async (id) => {
      if (!first) return read(id);
      first = false;
      store.published = {
        productId: id,
        figures: figuresOf(product),
        revision: 1,
        renderedRevision: 1,
        publishedAt: fixedNow.toISOString(),
      };
      return undefined;
    };

    expect(await publishFigures(ports, product.id)).toBe('published');
    expect(done).toEqual(['published 2', 'rendered 2']);
    expect(store.published?.figures).toEqual(figuresOf(rated));
  });

  it('does nothing for a product no longer stored', async () => {
    const { ports, done } = portsOver({ product });
    ports.readProductAsShown = async () => undefined;
    expect(await publishFigures(ports, product.id)).toBe('no-product');
    expect(done).toEqual([]);
  });
});
