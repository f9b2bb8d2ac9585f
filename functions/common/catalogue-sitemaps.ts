import { cataloguePages } from '#shared/catalogue/catalogue-pages';
import { imagePath, imageWidths } from '#shared/catalogue/product-images';
import type { Language } from '#shared/locale';
import { urlset } from '../lib/http/sitemap-xml';
import type { CatalogueIndex } from '../lib/search/catalogue-index';

// The catalogue's sitemaps (names in shared/sitemaps.ts): every category page in every language, and
// one file of product pages per language; each URL lists its other languages as hreflang alternates,
// and a product page its picture (the largest WebP variant).

export const categoriesSitemap = (index: CatalogueIndex, origin: string): string =>
  urlset(
    origin,
    index.categories.flatMap((category) => {
      const pages = cataloguePages('category', category.id, category.texts);
      return pages.map(({ path }) => ({ path, alternates: pages }));
    }),
  );

export const productsSitemap = (index: CatalogueIndex, origin: string, language: Language): string =>
  urlset(
    origin,
    index.products
      .filter((product) => product.availability.state !== 'discontinued')
      .flatMap((product) => {
        const pages = cataloguePages('product', product.id, product.texts);
        const own = pages.find((page) => page.language === language);
        if (!own) return [];
        const { image } = product;
        const images = image ? [imagePath(image.hash, Math.min(image.width, imageWidths.zoom), 'webp')] : [];
        return [{ path: own.path, alternates: pages, images }];
      }),
  );
