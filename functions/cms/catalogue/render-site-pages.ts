import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { MessageFormatElement } from 'react-intl';
import { cataloguePages } from '../../../shared/catalogue/catalogue-pages';
import { type Category, categoryLines } from '../../../shared/catalogue/category';
import type { Product } from '../../../shared/catalogue/product';
import type { Language } from '../../../shared/locale';
import { pageKey } from '../../../shared/page-key';
import type { Alternate } from '../../../shared/routes';
import { type BuildManifest, chunksOf, pageDocument } from '../../../web/document';
import { render } from '../../../web/src/entry-server';
import type { PageData } from '../../../web/src/lib/page-data';
import { config } from '../../lib/config';
import { s3 } from '../../lib/s3';
import type { CatalogueIndex } from '../search/catalogue-index';
import { queryCatalogue } from '../search/query-catalogue';
import { categoryView, categoryViews } from './get-categories';
import { productView } from './product-view';

// Pre-rendered catalogue pages in the site bucket, as the build pre-renders the static ones: a
// product page and a category's first listing page per language, with data embedded. The shell
// (`app.html`) and the pre-parsed strings come from the deployed site in the same bucket. Pages show
// the default currency and Polish VAT; the browser switches to the shopper's own on hydration.

type Messages = Record<string, MessageFormatElement[]>;

interface Shell {
  template: string;
  manifest: BuildManifest;
  messages: Partial<Record<Language, Messages>>;
}

/** The lazily loaded screen of each kind of catalogue page, as the build manifest names it. */
const routeModules = {
  product: 'src/features/catalogue/product-page.tsx',
  category: 'src/features/catalogue/category-page.tsx',
} as const;

let shell: Shell | undefined;

const readText = async (key: string): Promise<string> => {
  const object = await s3().send(new GetObjectCommand({ Bucket: config('site').SITE_BUCKET, Key: key }));
  return (await object.Body?.transformToString('utf8')) ?? '';
};

const shellFor = async (language: Language) => {
  shell ??= {
    template: await readText('app.html'),
    manifest: JSON.parse(await readText('.vite/manifest.json')) as BuildManifest,
    messages: {},
  };
  shell.messages[language] ??= JSON.parse(await readText(`i18n/${language}.json`)) as Messages;
  return { ...shell, messages: shell.messages[language] as Messages };
};

/** The literal text of a pre-parsed message (`app.name`, `page.chunkError.text`). */
const plain = (message: MessageFormatElement[] | undefined): string =>
  (message ?? [])
    .map((element) => ('value' in element && typeof element.value === 'string' ? element.value : ''))
    .join('');

const writePage = async (
  index: CatalogueIndex,
  language: Language,
  path: string,
  pageAlternates: readonly Alternate[],
  data: Omit<PageData, 'language' | 'messages'>,
) => {
  const { template, manifest, messages } = await shellFor(language);
  const page = { ...data, language, messages, categories: categoryViews(index, language) };
  const { html, head } = await render(path, page);
  const body = pageDocument({
    template,
    origin: config('site').SITE_ORIGIN,
    path,
    alternates: pageAlternates,
    data: page,
    html,
    title: head?.title ?? plain(messages['app.name']),
    description: head?.description ?? '',
    timeoutMessage: plain(messages['page.chunkError.text']),
    preload: chunksOf(manifest, routeModules[data.product ? 'product' : 'category']),
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: config('site').SITE_BUCKET,
      Key: pageKey(path),
      Body: body,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'no-cache',
    }),
  );
};

const shopper = (language: Language) => ({ language, currency: 'PLN' as const, country: 'PL' });

/** The product's page in every language; returns how many pages were written. */
export const renderProductPages = async (index: CatalogueIndex, product: Product): Promise<number> => {
  const pages = cataloguePages('product', product.id, product.texts);
  for (const { language, path } of pages) {
    await writePage(index, language, path, pages, {
      product: productView(index, product, shopper(language)),
    });
  }
  return pages.length;
};

/** A category's first listing page (unfiltered, default sort) in every language. */
export const renderCategoryPages = async (index: CatalogueIndex, category: Category): Promise<number> => {
  const pages = cataloguePages('category', category.id, category.texts);
  for (const { language, path } of pages) {
    const query = { category: category.id, page: 1, pageSize: 24, attributes: {}, ...shopper(language) };
    await writePage(index, language, path, pages, {
      listing: { category: categoryView(category, language), result: queryCatalogue(index, query) },
    });
  }
  return pages.length;
};

/** Re-renders what a product change affects: its pages and the first pages of its categories. */
export const renderAffectedPages = async (index: CatalogueIndex, product: Product): Promise<number> => {
  let pages = await renderProductPages(index, product);
  for (const category of categoryLines(index.categories)(product.categoryId)) {
    pages += await renderCategoryPages(index, category);
  }
  return pages;
};

/** Every catalogue page: after the first publication, or when a new site build changed the shell. */
export const renderAllPages = async (
  index: CatalogueIndex,
  products: readonly Product[],
): Promise<number> => {
  let pages = 0;
  for (const category of index.categories) pages += await renderCategoryPages(index, category);
  for (const product of products) pages += await renderProductPages(index, product);
  return pages;
};
