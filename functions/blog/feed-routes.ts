import { articleSummary } from '#shared/blog/article';
import { articleAlternates, articlePagePath } from '#shared/blog/article-link';
import { alternatesOfPage, pagesWithArticles, pathOfPage } from '#shared/blog/list-pages';
import { languages } from '#shared/locale';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { text } from '../lib/http/reply';
import { rssXml } from '../lib/http/rss-xml';
import { siteOrigin } from '../lib/http/site-origin';
import { urlset } from '../lib/http/sitemap-xml';
import { articleHeads, newestArticles } from '../lib/table/articles';
import { blogFeedTexts } from './blog-feed-texts';

// What the blog gives to machines: an RSS 2.0 feed per language and a sitemap of the article and list
// pages per language (listed by the common group's sitemap index).

const feedSize = 20;
const xmlCache = { 'cache-control': 'public, max-age=900' };

const languageOf = (name: string | undefined, prefix: string) =>
  languages.find((language) => name === `${prefix}${language}.xml`);

/** GET /api/blog/feeds/{language}.xml: the newest articles of a language; 404 `route_not_found` for another name. */
export const getFeed: Route = async ({ event }) => {
  const language = languageOf(event.pathParameters?.name, '');
  if (!language) throw new AppError('route_not_found');
  const articles = (await newestArticles({ language }, feedSize)).map(articleSummary);
  const xml = rssXml({ origin: siteOrigin(), language, ...blogFeedTexts[language], articles });
  return text(xml, 'application/rss+xml; charset=utf-8', xmlCache);
};

/**
 * GET /api/blog/sitemaps/articles-{language}.xml: every article page of a language, and its list pages
 * with articles (categories, archive months), each with the languages it has articles in.
 */
export const getBlogSitemap: Route = async ({ event }) => {
  const language = languageOf(event.pathParameters?.name, 'articles-');
  if (!language) throw new AppError('route_not_found');
  const byLanguage = new Map(
    await Promise.all(languages.map(async (other) => [other, await articleHeads(other)] as const)),
  );
  const articles = byLanguage.get(language) ?? [];
  const urls = [
    ...articles.map((article) => ({
      path: articlePagePath(article),
      alternates: articleAlternates(article),
    })),
    ...pagesWithArticles(articles).map((page) => ({
      path: pathOfPage(page, language),
      alternates: alternatesOfPage(page, language, byLanguage),
    })),
  ];
  return text(urlset(siteOrigin(), urls), 'application/xml; charset=utf-8', xmlCache);
};
