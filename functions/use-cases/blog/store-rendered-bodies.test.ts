import { describe, expect, it } from 'vitest';
import type { Article } from '#shared/blog/article';
import { fakeBlogPorts } from '../testing/fake-blog-ports';
import { readArticle } from './read-article';
import { storeRenderedBodies } from './store-rendered-bodies';

/** An article as version 2.6.2 or earlier stored it: no rendered body. */
const storedBefore = (link: string, body: string) =>
  ({
    language: 'pl',
    link,
    kind: 'article',
    category: 'hardware',
    title: link,
    excerpt: 'Zajawka',
    body,
    relatedProductIds: [],
    translations: [],
    publishedAt: '2026-05-01T10:00:00.000Z',
    state: 'published',
    ratings: { count: 1, sum: 5 },
  }) as Omit<Article, 'html'> as Article;

const shopper = { language: 'pl', currency: 'PLN', country: 'PL' } as const;

describe('storeRenderedBodies', () => {
  it('keeps the rendered body of each article stored without one, which readers are then answered', async () => {
    const current = { ...storedBefore('nowy', 'Nowy'), html: '<p>Nowy</p>\n' };
    const { ports, articles } = fakeBlogPorts([storedBefore('stary', '## Plan\n\n<b>raw</b>'), current]);
    expect(await storeRenderedBodies(ports)).toBe(1);
    expect(articles.get('pl/stary')).toMatchObject({
      html: '<h2>Plan</h2>\n<p>&lt;b&gt;raw&lt;/b&gt;</p>\n',
      ratings: { count: 1, sum: 5 },
    });
    expect(await readArticle(ports, { link: 'stary', shopper })).toMatchObject({
      ok: true,
      value: { html: '<h2>Plan</h2>\n<p>&lt;b&gt;raw&lt;/b&gt;</p>\n' },
    });
    expect(await storeRenderedBodies(ports)).toBe(0);
  });

  it('leaves an article whose body staff changed since it was read to that save', async () => {
    const { ports, articles } = fakeBlogPorts([storedBefore('stary', 'Przed')]);
    const read = ports.articlesWithoutHtml;
    ports.articlesWithoutHtml = async (...args) => {
      const found = await read(...args);
      articles.set('pl/stary', { ...storedBefore('stary', 'Po'), html: '<p>Po</p>\n' });
      return found;
    };
    expect(await storeRenderedBodies(ports)).toBe(0);
    expect(articles.get('pl/stary')).toMatchObject({ body: 'Po', html: '<p>Po</p>\n' });
  });
});
