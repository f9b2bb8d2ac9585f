import type { ArticleSummary } from '#shared/blog/article';
import type { Language } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { escapeXml, xmlDocument } from './sitemap-xml';

// An RSS 2.0 feed of a language's newest articles, every text escaped.

export interface Feed {
  origin: string;
  language: Language;
  title: string;
  description: string;
  articles: readonly ArticleSummary[];
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export const rssXml = ({ origin, language, title, description, articles }: Feed): string =>
  xmlDocument(
    [
      '<rss version="2.0">',
      '<channel>',
      element('title', title),
      element('link', `${origin}${pathFor('blog', language)}`),
      element('description', description),
      element('language', language),
      ...articles.map((article) => {
        const link = `${origin}${pathFor('blogArticle', language, { slug: article.link })}`;
        return [
          '<item>',
          element('title', article.title),
          element('link', link),
          element('guid', link),
          element('description', article.excerpt),
          element('category', article.category),
          element('pubDate', new Date(article.publishedAt).toUTCString()),
          '</item>',
        ].join('');
      }),
      '</channel>',
      '</rss>',
    ].join('\n'),
  );
