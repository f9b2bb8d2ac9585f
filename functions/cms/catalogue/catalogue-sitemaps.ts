import { localized } from '../../../shared/catalogue/localized';
import { type Language, languages } from '../../../shared/locale';
import { pathFor } from '../../../shared/routes';
import { type SitemapUrl, urlset } from '../../lib/http/sitemap-xml';
import type { CatalogueIndex } from '../search/catalogue-index';

// The catalogue's sitemaps (names in shared/sitemaps.ts): every category page in every language, and
// one file of product pages per language; each URL lists its other languages as hreflang alternates.

const sameInEveryLanguage = (pathIn: (language: Language) => string, languagesListed: readonly Language[]) =>
  languagesListed.map(
    (language): SitemapUrl => ({
      path: pathIn(language),
      alternates: languages.map((alt) => ({ language: alt, path: pathIn(alt) })),
    }),
  );

export const categoriesSitemap = (index: CatalogueIndex, origin: string): string =>
  urlset(
    origin,
    index.categories.flatMap((category) =>
      sameInEveryLanguage(
        (language) =>
          pathFor('category', language, { id: category.id, slug: localized(category.texts, language).slug }),
        languages,
      ),
    ),
  );

export const productsSitemap = (index: CatalogueIndex, origin: string, language: Language): string =>
  urlset(
    origin,
    index.products
      .filter((product) => product.availability.state !== 'discontinued')
      .flatMap((product) =>
        sameInEveryLanguage(
          (other) =>
            pathFor('product', other, { id: product.id, slug: localized(product.texts, other).slug }),
          [language],
        ),
      ),
  );
