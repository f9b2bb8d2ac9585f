import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishArticlesDueBy } from '#functions/blog/publish-due-articles';
import type { Runtime } from '#infra/local/runtime';
import type { ArticleInput } from '#shared/blog/article';
import type { ArticleListing } from '#shared/blog/article-listing';
import type { StaffArticle, StaffArticleListing } from '#shared/blog/staff-articles';
import type { ProductView } from '#shared/catalogue/listing';
import type { ProductImagesChanged, StaffProductImages } from '#shared/catalogue/product-image-edits';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// The content staff's routes through the local gateway: articles saved unpublished, published,
// scheduled and taken back (the readers' lists, feed, sitemap and pages following each), a picture for
// an article, a product's images reordered, described and removed on the revision read (one of two
// concurrent edits wins), every action recorded, every refusal, and a customer refused everywhere.

let runtime: Runtime;
let staffToken: string;
let customerToken: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  runtime = await startTestRuntime();
  staffToken = (await signInAsStaff(runtime, `tresci.redakcja.${run}@example.pl`, 'content')).idToken;
  customerToken = (await signUpAndIn(runtime, `klient.tresci.${run}@example.pl`)).idToken;
}, 60_000);
afterAll(() => runtime?.stop());

const call = async (method: string, path: string, body?: unknown, token: string | null = staffToken) => {
  const answer = await fetch(`${runtime.siteUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: answer.status,
    body: (await answer.json().catch(() => undefined)) as Record<string, unknown>,
  };
};
const text = async (path: string) => (await fetch(`${runtime.siteUrl}${path}`)).text();

const article = (link: string): ArticleInput => ({
  language: 'pl',
  link,
  kind: 'news',
  category: 'security',
  title: `Hasła w firmie ${run}`,
  excerpt: 'Jak wprowadzić menedżer haseł.',
  body: '## Krok pierwszy\n\nWybierz **menedżer haseł**.',
  relatedProductIds: [],
  translations: [],
});

const publicListed = async (link: string) =>
  (
    (await (await fetch(`${runtime.siteUrl}/api/blog/articles?language=pl`)).json()) as ArticleListing
  ).articles.some((listed) => listed.link === link);

describe('an article saved, published and taken back', () => {
  const link = `hasla-w-firmie-${run}`;

  it('is saved unpublished: in the staff’s list, on no reader’s list, feed, sitemap or page', async () => {
    const saved = await call('PUT', '/api/content/articles', { ...article(link), isNew: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'unpublished', history: [{ action: 'saved' }] });

    const every = (await call('GET', '/api/content/articles')).body as unknown as StaffArticleListing;
    expect(every.articles[0]).toMatchObject({ link, state: 'unpublished' });
    // The demo's published articles follow, every one on the first page of twenty.
    expect(every.articles.length).toBeGreaterThan(15);
    expect(every.cursor).toBeUndefined();
    const list = await call('GET', '/api/content/articles?language=pl&state=unpublished');
    expect((list.body as unknown as StaffArticleListing).articles.map((listed) => listed.link)).toContain(
      link,
    );
    const published = await call('GET', '/api/content/articles?state=published&category=security');
    expect(
      (published.body as unknown as StaffArticleListing).articles.map((listed) => listed.link),
    ).not.toContain(link);

    expect((await call('GET', `/api/blog/articles/pl/${link}`, undefined, null)).status).toBe(404);
    expect(await publicListed(link)).toBe(false);
    expect(await text('/api/blog/feeds/pl.xml')).not.toContain(link);
    expect(await text('/api/blog/sitemaps/articles-pl.xml')).not.toContain(link);
  });

  it('refuses starting another article at the same link, and bad input naming the fields, storing nothing', async () => {
    expect(await call('PUT', '/api/content/articles', { ...article(link), isNew: true })).toMatchObject({
      status: 409,
      body: { code: 'article_link_taken' },
    });
    const bad = await call('PUT', '/api/content/articles', {
      ...article(`zly-${run}`),
      title: '',
      link: 'Zły Link',
      publishedAt: 'jutro',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as { path: string }[]).map(({ path }) => path).sort()).toEqual(
      expect.arrayContaining(['link', 'title', 'publishedAt']),
    );
    expect((await call('GET', `/api/content/articles/pl/zly-${run}`)).status).toBe(404);
  });

  it('is published: on the readers’ list, its page, the feed and the sitemap; its record names who did', async () => {
    expect((await call('POST', '/api/content/articles', article(link))).status).toBe(201);
    expect((await call('GET', `/api/blog/articles/pl/${link}`, undefined, null)).status).toBe(200);
    expect(await publicListed(link)).toBe(true);
    expect(await text(`/blog/${link}/`)).toContain('<h2>Krok pierwszy</h2>');
    expect(await text('/api/blog/feeds/pl.xml')).toContain(`/blog/${link}/</link>`);
    const read = await call('GET', `/api/content/articles/pl/${link}`);
    expect(read.body).toMatchObject({ state: 'published', body: article(link).body });
    expect(
      (read.body as unknown as StaffArticle).history.map(({ action, actor }) => [action, actor.email]),
    ).toEqual([
      ['saved', `tresci.redakcja.${run}@example.pl`],
      ['published', `tresci.redakcja.${run}@example.pl`],
    ]);
  });

  it('is taken back: its page gone, off the lists, feed and sitemap; a second time is refused', async () => {
    const taken = await call('DELETE', `/api/content/articles/pl/${link}/publication`);
    expect(taken).toMatchObject({ status: 200, body: { state: 'unpublished' } });
    expect((await call('GET', `/api/blog/articles/pl/${link}`, undefined, null)).status).toBe(404);
    expect(await text(`/blog/${link}/`)).not.toContain('<h2>Krok pierwszy</h2>');
    expect(await publicListed(link)).toBe(false);
    expect(await text('/api/blog/feeds/pl.xml')).not.toContain(link);
    expect(await text('/api/blog/sitemaps/articles-pl.xml')).not.toContain(link);
    expect(await text('/blog/')).not.toContain(link);
    expect(await call('DELETE', `/api/content/articles/pl/${link}/publication`)).toMatchObject({
      status: 409,
      body: { code: 'article_move_not_allowed' },
    });
    expect((await call('DELETE', `/api/content/articles/pl/nie-ma-${run}/publication`)).status).toBe(404);
  });
});

describe('a scheduled article', () => {
  const link = `zaplanowany-${run}`;
  const at = new Date(Date.now() + 3_600_000);

  it('waits unseen until its time, then the schedule publishes it without a deploy', async () => {
    const scheduled = await call('POST', '/api/content/articles', {
      ...article(link),
      publishedAt: at.toISOString(),
    });
    expect(scheduled.status).toBe(201);
    expect((await call('GET', `/api/content/articles/pl/${link}`)).body).toMatchObject({
      state: 'scheduled',
    });
    expect((await call('GET', `/api/blog/articles/pl/${link}`, undefined, null)).status).toBe(404);
    expect(await publicListed(link)).toBe(false);
    expect(await text('/api/blog/feeds/pl.xml')).not.toContain(link);
    expect(await text('/api/blog/sitemaps/articles-pl.xml')).not.toContain(link);

    expect(await publishArticlesDueBy(() => new Date())).toBe(0);
    expect(await publishArticlesDueBy(() => new Date(at.getTime() + 1000))).toBe(1);
    expect((await call('GET', `/api/blog/articles/pl/${link}`, undefined, null)).status).toBe(200);
    expect(await text(`/blog/${link}/`)).toContain('<h2>Krok pierwszy</h2>');
    expect(await text('/api/blog/sitemaps/articles-pl.xml')).toContain(`/blog/${link}/</loc>`);
    const history = ((await call('GET', `/api/content/articles/pl/${link}`)).body as unknown as StaffArticle)
      .history;
    expect(history.map(({ action, actor }) => [action, actor.kind])).toEqual([
      ['scheduled', 'staff'],
      ['published', 'schedule'],
    ]);
  });

  it('is not scheduled again once published', async () => {
    expect(
      await call('POST', '/api/content/articles', { ...article(link), publishedAt: at.toISOString() }),
    ).toMatchObject({
      status: 409,
      body: { code: 'article_move_not_allowed' },
    });
  });
});

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const upload = async (path: string, bytes: Buffer, type = 'image/png', token = staffToken) => {
  const answer = await fetch(`${runtime.siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: new Uint8Array(bytes),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe('a picture for an article', () => {
  it('is stored as the product images are and answered for its Markdown', async () => {
    const answer = await upload('/api/content/article-pictures', await png(900, 600, 10));
    expect(answer).toMatchObject({ status: 201, body: { width: 900, height: 600 } });
    const variant = await fetch(`${runtime.siteUrl}/img/${answer.body.hash}/800.webp`);
    expect(variant.status).toBe(200);
  });

  it.each([
    [
      'a GIF',
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
      'image/png',
      415,
      'image_type_not_allowed',
    ],
    ['text', Buffer.from('hello'), 'text/plain', 415, 'image_type_not_allowed'],
  ])('refuses %s with its reason', async (_, bytes, type, status, code) => {
    expect(await upload('/api/content/article-pictures', bytes, type)).toMatchObject({
      status,
      body: { code },
    });
  });

  it('refuses a picture too small', async () => {
    expect(await upload('/api/content/article-pictures', await png(120, 80, 30))).toMatchObject({
      status: 400,
      body: { code: 'image_too_small' },
    });
  });
});

describe('a product’s images', () => {
  const product = 'thinkpad-e14-gen-6-32gb-512gb-2b';
  const images = `/api/content/products/${product}/images`;
  let read: StaffProductImages;

  beforeAll(async () => {
    const added = await upload(
      `${images}?alt.pl=Laptop%20z%20boku&alt.en=Laptop%2C%20side`,
      await png(1200, 900, 200),
    );
    expect(added.status).toBe(201);
    read = (await call('GET', images)).body as unknown as StaffProductImages;
  }, 60_000);

  it('are read with their revision and the record of the upload', () => {
    expect(read.images).toHaveLength(2);
    expect(read.history.map(({ action }) => action)).toEqual(['imageAdded']);
  });

  it('are reordered on the revision read; of two edits at once one wins and the other is told to read again', async () => {
    const order = read.images.map(({ hash }) => hash).reverse();
    const [first, second] = await Promise.all([
      call('PUT', `${images}/order`, { revision: read.revision, order }),
      call('PUT', `${images}/order`, { revision: read.revision, order }),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer?.status === 409)?.body).toMatchObject({
      code: 'changed_meanwhile',
    });
    const now = (await call('GET', images)).body as unknown as StaffProductImages;
    expect(now.images.map(({ hash }) => hash)).toEqual(order);
    expect(now.revision).toBe(read.revision + 1);
    const view = await eventually(async () => {
      const shown = (await (
        await fetch(`${runtime.siteUrl}/api/cms/products/${product}?language=pl`)
      ).json()) as ProductView;
      return shown.images[0]?.hash === order[0] && shown;
    });
    expect(view.images).toHaveLength(2);
    read = now;
  }, 30_000);

  it('refuse an edit on a stale revision, a bad order, an alt text without Polish and an unknown image', async () => {
    const order = read.images.map(({ hash }) => hash);
    expect(await call('PUT', `${images}/order`, { revision: read.revision - 1, order })).toMatchObject({
      status: 409,
      body: { code: 'changed_meanwhile' },
    });
    expect(
      await call('PUT', `${images}/order`, { revision: read.revision, order: [order[0]] }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'order' }] },
    });
    expect(
      await call('PUT', `${images}/${order[0]}/alt`, { revision: read.revision, alt: { en: 'Side' } }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_data', fields: [{ path: 'alt.pl' }] } });
    expect(
      await call('PUT', `${images}/cccccccccccccccc/alt`, { revision: read.revision, alt: { pl: 'X' } }),
    ).toMatchObject({ status: 404, body: { code: 'image_not_found' } });
    expect(await call('DELETE', `${images}/${order[0]}?revision=abc`)).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'revision' }] },
    });
    expect((await call('GET', '/api/content/products/no-such-product/images')).status).toBe(404);
  });

  it('get an alt text rewritten and an image removed, each recorded with before and after, the site following', async () => {
    const [kept, removed] = read.images;
    const edited = await call('PUT', `${images}/${kept?.hash}/alt`, {
      revision: read.revision,
      alt: { pl: 'Laptop otwarty', de: 'Laptop offen' },
    });
    expect(edited).toMatchObject({ status: 200, body: { revision: read.revision + 1 } });
    const gone = await call('DELETE', `${images}/${removed?.hash}?revision=${read.revision + 1}`);
    expect(gone.status).toBe(200);
    expect((gone.body as unknown as ProductImagesChanged).images.map(({ hash }) => hash)).toEqual([
      kept?.hash,
    ]);
    const now = (await call('GET', images)).body as unknown as StaffProductImages;
    expect(now.history.map(({ action }) => action)).toEqual([
      'imageAdded',
      'imagesReordered',
      'imageAltEdited',
      'imageRemoved',
    ]);
    expect(now.history[2]?.changes[0]).toMatchObject({
      field: 'images',
      before: expect.any(Array),
      after: expect.any(Array),
    });
    await eventually(async () => {
      const shown = (await (
        await fetch(`${runtime.siteUrl}/api/cms/products/${product}?language=de`)
      ).json()) as ProductView;
      return shown.images.length === 1 && shown.images[0]?.alt === 'Laptop offen';
    });
  }, 30_000);
});

describe('who may use the content routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/content/articles'],
    ['GET', '/api/content/articles/pl/cokolwiek'],
    ['PUT', '/api/content/articles', { ...article('cokolwiek'), isNew: true }],
    ['DELETE', '/api/content/articles/pl/cokolwiek/publication'],
    ['GET', '/api/content/products/thinkpad-e14-gen-6-32gb-512gb-2b/images'],
    [
      'PUT',
      '/api/content/products/thinkpad-e14-gen-6-32gb-512gb-2b/images/order',
      { revision: 0, order: [] },
    ],
    [
      'PUT',
      '/api/content/products/thinkpad-e14-gen-6-32gb-512gb-2b/images/aaaaaaaaaaaaaaaa/alt',
      { revision: 0, alt: { pl: 'x' } },
    ],
    ['DELETE', '/api/content/products/thinkpad-e14-gen-6-32gb-512gb-2b/images/aaaaaaaaaaaaaaaa?revision=0'],
  ];

  it.each(routes)('refuses a customer on %s %s (403) and a guest (401)', async (method, path, body) => {
    expect(await call(method, path, body, customerToken)).toMatchObject({
      status: 403,
      body: { code: 'not_allowed' },
    });
    expect((await call(method, path, body, null)).status).toBe(401);
  });

  it('refuses a customer’s picture upload', async () => {
    expect(
      (await upload('/api/content/article-pictures', await png(400, 300, 50), 'image/png', customerToken))
        .status,
    ).toBe(403);
  });
});
