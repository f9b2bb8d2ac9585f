import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { MessageFormatElement } from 'react-intl';
import { localized } from '../../../shared/catalogue/localized';
import type { Product } from '../../../shared/catalogue/product';
import { type Language, languages } from '../../../shared/locale';
import { pageKey } from '../../../shared/page-key';
import { type alternates, pathFor } from '../../../shared/routes';
import { type BuildManifest, chunksOf, pageDocument } from '../../../web/document';
import { render } from '../../../web/src/entry-server';
import type { PageData } from '../../../web/src/lib/page-data';
import { config } from '../../lib/config';
import { s3 } from '../../lib/s3';
import type { CatalogueIndex } from '../search/catalogue-index';
import { queryCatalogue } from '../search/query-catalogue';
import { categoryViews } from './get-categories';
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
  pageAlternates: ReturnType<typeof alternates>,
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
  const paths = languages.map((language) =>
    pathFor('product', language, { id: product.id, slug: localized(product.texts, language).slug }),
  );
  const pageAlternates = languages.map((language, i) => ({ language, path: paths[i] as string }));
  for (const [i, language] of languages.entries()) {
    await writePage(index, language, paths[i] as string, pageAlternates, {
      product: productView(index, product, shopper(language)),
    });
  }
  return languages.length;
};

/** A category's first listing page (unfiltered, default sort) in every language. */
export const renderCategoryPages = async (index: CatalogueIndex, categoryId: string): Promise<number> => {
  const category = index.categories.find(({ id }) => id === categoryId);
  if (!category) return 0;
  const paths = languages.map((language) =>
    pathFor('category', language, { id: category.id, slug: localized(category.texts, language).slug }),
  );
  const pageAlternates = languages.map((language, i) => ({ language, path: paths[i] as string }));
  for (const [i, language] of languages.entries()) {
    const view = categoryViews(index, language).find(({ id }) => id === categoryId);
    if (!view) continue;
    const result = queryCatalogue(index, {
      category: categoryId,
      page: 1,
      pageSize: 24,
      attributes: {},
      ...shopper(language),
    });
    await writePage(index, language, paths[i] as string, pageAlternates, {
      listing: { category: view, result },
    });
  }
  return languages.length;
};

/** The categories a product is listed in: its own and every ancestor. */
export const categoryPathOf = (index: CatalogueIndex, categoryId: string): string[] => {
  const parentOf = new Map(index.categories.map((category) => [category.id, category.parentId]));
  const ids: string[] = [];
  for (let id: string | null = categoryId; id !== null; id = parentOf.get(id) ?? null) ids.push(id);
  return ids;
};

/** Re-renders what a product change affects: its pages and the first pages of its categories. */
export const renderAffectedPages = async (index: CatalogueIndex, product: Product): Promise<number> => {
  let pages = await renderProductPages(index, product);
  for (const id of categoryPathOf(index, product.categoryId)) pages += await renderCategoryPages(index, id);
  return pages;
};

/** Every catalogue page: after the first publication, or when a new site build changed the shell. */
export const renderAllPages = async (
  index: CatalogueIndex,
  products: readonly Product[],
): Promise<number> => {
  let pages = 0;
  for (const category of index.categories) pages += await renderCategoryPages(index, category.id);
  for (const product of products) pages += await renderProductPages(index, product);
  return pages;
};
