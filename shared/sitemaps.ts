import { languages } from './locale';

/**
 * The catalogue's child sitemaps (served by the common group): categories in every language, and one
 * products sitemap per language, so 20,000 products stay under the format's 50,000 URLs per file.
 */
export const catalogueSitemapNames = ['categories', ...languages.map((language) => `products-${language}`)];

/** The blog's child sitemaps (served by the blog group): the article pages of each language. */
export const blogSitemapNames = languages.map((language) => `articles-${language}`);
