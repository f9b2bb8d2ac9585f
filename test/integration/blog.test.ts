import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleItems } from '#functions/lib/table/articles';
import { commitGuarded } from '#functions/lib/table/transaction';
import { publishingDeps } from '#functions/use-cases/blog/publishing-deps';
import { storeRenderedBodies } from '#functions/use-cases/blog/store-rendered-bodies';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import type { Article, ArticleInput, ArticleView, PublishedArticle } from '#shared/blog/article';
import type { ArticleListing } from '#shared/blog/article-listing';
import { pathFor } from '#shared/routes';
import { signIn, startTestRuntime } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// The blog through the local runtime: the demo articles listed page by page, content staff publishing
// an article that is then listed, pre-rendered into the site bucket with its Article JSON-LD, in the
// sitemap and the RSS feed; hostile Markdown stored without what is hostile, other callers of the staff
// route refused, unknown articles not found, a second rating by the same reader refused.

let runtime: Runtime;
let staff: { idToken: string };
let customer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  staff = await signInAsStaff(runtime, 'tresci.blog@example.pl', 'content');
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
}, 60_000);
afterAll(() => runtime?.stop());

const get = (path: string) => fetch(`${runtime.siteUrl}${path}`);
const send = (path: string, body: unknown, token?: string) =>
  fetch(`${runtime.siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const article: ArticleInput = {
  language: 'pl',
  link: 'windows-11-w-firmie',
  kind: 'news',
  category: 'it-services',
  title: 'Windows 11 w firmie & <b>migracja</b>',
  excerpt: 'Jak przejść na Windows 11 bez przestojów.',
  body: '## Plan\n\n- inwentaryzacja\n- [kontakt](/kontakt/)\n\nWięcej u [Microsoft](https://www.microsoft.com/).',
  relatedProductIds: ['thinkpad-t14-gen-5-16gb-512gb-1a', 'no-such-product'],
  translations: [],
};

describe('the demo blog', () => {
  it('lists a language’s articles newest first, six a page, with the popular ones and the archive', async () => {
    const first = (await (await get('/api/blog/articles?language=pl')).json()) as ArticleListing;
    expect(first.articles).toHaveLength(6);
    expect(first.hasMore).toBe(true);
    expect(first.archive[0]).toMatchObject({ year: 2026, month: 11, count: 1 });
    const second = (await (await get('/api/blog/articles?language=pl&page=2')).json()) as ArticleListing;
    expect(second.articles.map(({ link }) => link)).toEqual([
      'kopia-zapasowa-microsoft-365',
      'jak-wybrac-laptopa-do-pracy',
    ]);
    expect(second).toMatchObject({ hasMore: false, popular: [], archive: [] });
    const news = (await (await get('/api/blog/articles?language=en&kind=news')).json()) as ArticleListing;
    expect(news.articles.map(({ kind }) => kind)).toEqual(['news', 'news']);
    const month = (await (
      await get('/api/blog/articles?language=pl&year=2026&month=10')
    ).json()) as ArticleListing;
    expect(month.articles).toHaveLength(2);
  });

  it('answers a bad list query with 400 naming the parameter', async () => {
    const reply = await get('/api/blog/articles?language=pl&month=13&year=2026');
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: 'invalid_data', fields: [{ path: 'month' }] });
  });
});

describe('POST /api/content/articles', () => {
  it('publishes: listed first, pre-rendered with Article JSON-LD and on the pre-rendered /blog/, news, category’s and month’s pages, in the sitemap and the RSS feed', async () => {
    const reply = await send('/api/content/articles', article, staff.idToken);
    expect(reply.status).toBe(201);
    const view = (await reply.json()) as ArticleView;
    expect(view.html).toContain('<a href="/kontakt/">kontakt</a>');
    expect(view.relatedProducts.map(({ id }) => id)).toEqual(['thinkpad-t14-gen-5-16gb-512gb-1a']);

    const listing = (await (await get('/api/blog/articles?language=pl')).json()) as ArticleListing;
    expect(listing.articles[0]?.link).toBe(article.link);

    const page = await get(`/blog/${article.link}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<h2>Plan</h2>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      inLanguage: 'pl',
    });

    expect(await (await get('/api/common/sitemap.xml')).text()).toContain(
      '/api/blog/sitemaps/articles-pl.xml</loc>',
    );
    const sitemap = await (await get('/api/blog/sitemaps/articles-pl.xml')).text();
    expect(sitemap).toContain(`/blog/${article.link}/</loc>`);

    const month = new Date().toISOString().slice(0, 7).split('-').map(Number);
    const listPages = [
      pathFor('blog', 'pl'),
      pathFor('news', 'pl'),
      pathFor('newsCategory', 'pl', { category: 'it-services' }),
      pathFor('newsArchive', 'pl', { year: month[0] ?? 0, month: month[1] ?? 0 }),
    ];
    for (const path of listPages) {
      expect(sitemap).toContain(`${path}</loc>`);
      const list = await (await get(path)).text();
      expect(list, path).toContain(
        `<a href="/blog/${article.link}/">Windows 11 w firmie &amp; &lt;b&gt;migracja&lt;/b&gt;</a>`,
      );
      expect(list, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(list, path).not.toContain('loading--page');
    }

    const feed = await get('/api/blog/feeds/pl.xml');
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = await feed.text();
    expect(rss).toContain('<title>Windows 11 w firmie &amp; &lt;b&gt;migracja&lt;/b&gt;</title>');
    expect(rss).toContain(`/blog/${article.link}/</link>`);
  });

  it('stores a body with a script, event attributes and javascript: links without them (201 with what was kept)', async () => {
    const link = 'artykul-z-niebezpiecznym-kodem';
    const body =
      'Tekst <script>alert(1)</script> dalej.\n\n<img src="/a.png" onerror="alert(1)">\n\n' +
      '[kliknij](javascript:alert(1)) i <b onmouseover="alert(1)">tu</b> oraz [strona](/kontakt/).\n\n' +
      '<iframe src="https://evil.example"></iframe>';
    const reply = await send('/api/content/articles', { ...article, link, body }, staff.idToken);
    expect(reply.status).toBe(201);
    const published = (await reply.json()) as PublishedArticle;
    expect(published.body).toBe(
      'Tekst  dalej.\n\n<img src="/a.png">\n\nkliknij i <b>tu</b> oraz [strona](/kontakt/).\n\n',
    );

    const hostile = /<script>alert|<iframe|onerror|onmouseover|javascript:|evil\.example/;
    const view = (await (await get(`/api/blog/articles/pl/${link}`)).json()) as ArticleView;
    expect(view.html).toContain('<a href="/kontakt/">strona</a>');
    expect(view.html).not.toMatch(hostile);
    const page = await (await get(`/blog/${link}/`)).text();
    expect(page).toContain('kliknij i');
    expect(page).not.toMatch(hostile);
  });

  it('links a translation both ways: the API, both pages’ hreflang links and the sitemap lead to each other', async () => {
    const english = {
      ...article,
      language: 'en',
      link: 'teams-essentials-for-teams',
      title: 'Teams Essentials for teams',
      translations: [{ language: 'pl', link: 'teams-essentials-dla-zespolow' }],
    };
    const reply = await send('/api/content/articles', english, staff.idToken);
    expect(reply.status).toBe(201);
    const polish = (await (
      await get('/api/blog/articles/pl/teams-essentials-dla-zespolow')
    ).json()) as ArticleView;
    expect(polish.translations).toEqual([{ language: 'en', link: 'teams-essentials-for-teams' }]);
    const hreflang = (language: string, path: string) =>
      new RegExp(`<link rel="alternate" hreflang="${language}" href="[^"]*${path}"`);
    const polishPage = await (await get('/blog/teams-essentials-dla-zespolow/')).text();
    expect(polishPage).toMatch(hreflang('en', '/en/blog/teams-essentials-for-teams/'));
    const englishPage = await (await get('/en/blog/teams-essentials-for-teams/')).text();
    expect(englishPage).toMatch(hreflang('pl', '/blog/teams-essentials-dla-zespolow/'));
    const sitemap = await (await get('/api/blog/sitemaps/articles-en.xml')).text();
    expect(sitemap).toMatch(/hreflang="pl" href="[^"]*\/blog\/teams-essentials-dla-zespolow\/"/);
  });

  it('refuses a translation that is not published (400 naming it), storing nothing', async () => {
    const link = 'bez-tlumaczenia';
    const translations = [{ language: 'en', link: 'no-such-article' }];
    const reply = await send('/api/content/articles', { ...article, link, translations }, staff.idToken);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      code: 'invalid_data',
      fields: [{ path: 'translations.0.link', message: 'translation_not_found' }],
    });
    expect((await get(`/api/blog/articles/pl/${link}`)).status).toBe(404);
  });

  it('refuses a customer with 403 and a guest with 401', async () => {
    expect((await send('/api/content/articles', article, customer.idToken)).status).toBe(403);
    expect((await send('/api/content/articles', article)).status).toBe(401);
  });
});

describe('an unknown article', () => {
  it('is 404 from the API and a real 404 page', async () => {
    const reply = await get('/api/blog/articles/pl/nie-ma-takiego-artykulu');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'article_not_found' });
    expect((await get('/api/blog/articles/xx/cokolwiek')).status).toBe(404);
    const page = await get('/blog/nie-ma-takiego-artykulu/');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('noindex');
  });
});

describe('rating an article', () => {
  const rate = (link: string, rating: number) =>
    send(`/api/blog/articles/pl/${link}/ratings`, { rating }, customer.accessToken);

  it('is once per reader: 201 with the new rating, then 409 article_rated_once', async () => {
    const first = await rate('sklep-partnerem-roku', 4);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ average: 4, count: 1 });
    const second = await rate('sklep-partnerem-roku', 5);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'article_rated_once' });
    const mine = await fetch(`${runtime.siteUrl}/api/blog/articles/pl/sklep-partnerem-roku/ratings/mine`, {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(await mine.json()).toEqual({ rating: 4 });
    const listing = (await (await get('/api/blog/articles?language=pl')).json()) as ArticleListing;
    expect(listing.popular.map(({ link }) => link)).toEqual(['sklep-partnerem-roku']);
  });

  it('answers 404 for an unknown article', async () => {
    const reply = await rate('nie-ma-takiego-artykulu', 5);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'article_not_found' });
  });
});

describe('an article stored before bodies were kept rendered', () => {
  it('gets its rendered body once, which its readers are then answered', async () => {
    const { translations: _none, ...written } = article;
    const old = {
      ...written,
      language: 'cs',
      link: 'clanek-z-verze-2-6',
      translations: [],
      state: 'published',
    };
    const publishedAt = '2026-02-02T08:00:00.000Z';
    const stored = { ...old, publishedAt } as Omit<Article, 'html' | 'ratings'> as Omit<Article, 'ratings'>;
    await commitGuarded([{ item: articleItems.save(stored, new Date(publishedAt)) }]);
    expect(await storeRenderedBodies(publishingDeps())).toBe(1);
    const reply = await get('/api/blog/articles/cs/clanek-z-verze-2-6');
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as ArticleView).html).toBe(
      '<h2>Plan</h2>\n<ul>\n<li>inwentaryzacja</li>\n<li><a href="/kontakt/">kontakt</a></li>\n</ul>\n<p>Więcej u <a href="https://www.microsoft.com/">Microsoft</a>.</p>\n',
    );
    expect(await storeRenderedBodies(publishingDeps())).toBe(0);
  });
});
