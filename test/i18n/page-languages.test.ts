import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from '#functions/lib/search/catalogue-index';
import type { SitePage } from '#functions/lib/site-page-writer';
import { renderCategoryPages, renderProductPages } from '#functions/use-cases/catalogue/render-site-pages';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Product } from '#shared/catalogue/product';
import { partnerAwards } from '#shared/content/partner-of-the-year';
import { type Language, languages } from '#shared/locale';
import {
  type AnyRouteParams,
  pathFor,
  prerenderedRouteKeys,
  type RouteKey,
  routeKeys,
  routeParamNames,
} from '#shared/routes';
import { prerenderedPageData } from '../../web/build';
import { render } from '../../web/ssr';
import { normalize, visibleTexts, wordingOf } from './visible-text';

// Every page in one language (issue 37 part 3). Each route, and the catalogue's pages as the functions
// write them (each root category's first page and a product of each kind, with the category menu), rendered by the site's own server renderer in each of the 11 languages, shows no wording that
// only another language's catalogue (web/public/i18n/<lang>.json) holds. Content (product and category
// names, descriptions, static pages' texts) is left out of the search: whether the catalogue has it in
// every language is the demo catalogue's test (infra/local/demo-catalogue/products.test.ts).

const catalogueOf = (language: Language): Record<string, string> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../web/public/i18n', `${language}.json`), 'utf8'));
const catalogues = Object.fromEntries(
  languages.map((language) => [language, catalogueOf(language)]),
) as Record<Language, Record<string, string>>;

/** Shorter runs ("Blog", "PDF", "OK") are too often the same word in several languages to tell them apart. */
const minimumLength = 4;

/** Names every language shows as they are: the awards as Microsoft publishes them (the partner-of-the-year page). */
const properNames = partnerAwards.map(({ name }) => name);

/** Runs of another language's wording by their first word, each with whose message it is. */
type Foreign = Map<string, Map<string, string>>;

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Each other language's runs of fixed wording that `language`'s catalogue nowhere holds (so the page
 * cannot show them in its own words), long enough and with a word in lower case (not only a code such
 * as "PLN /") to be told apart.
 */
const foreignWording = (language: Language): Foreign => {
  const own = Object.values(catalogues[language]).map(normalize).join('\n');
  const foreign: Foreign = new Map();
  for (const other of languages.filter((candidate) => candidate !== language))
    for (const [key, message] of Object.entries(catalogues[other]))
      for (const run of wordingOf(message)) {
        const first = wordsOf(run)[0];
        if (!first || run.length < minimumLength || !/\p{Ll}{2}/u.test(run) || own.includes(run)) continue;
        const runs = foreign.get(first) ?? new Map<string, string>();
        if (!runs.has(run)) runs.set(run, `${other} ${key}`);
        foreign.set(first, runs);
      }
  return foreign;
};

const letterOrDigit = /[\p{L}\p{N}]/u;

/** Whether `text` holds `run` as whole words (not inside a longer word). */
const holds = (text: string, run: string) => {
  const wordStart = letterOrDigit.test(run[0] ?? '');
  const wordEnd = letterOrDigit.test(run.at(-1) ?? '');
  for (let at = text.indexOf(run); at >= 0; at = text.indexOf(run, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + run.length] ?? ' ';
    if (!(wordStart && letterOrDigit.test(before)) && !(wordEnd && letterOrDigit.test(after))) return true;
  }
  return false;
};

/**
 * The content's texts a reader may see (names, descriptions, attribute values; not ids, slugs, paths
 * and keys), longest first.
 */
const contentTexts = (content: unknown, texts = new Set<string>()): Set<string> => {
  if (typeof content === 'string') {
    const text = normalize(content);
    if (text.length >= 2 && !/^[a-z0-9_.:/#?=&-]*$/.test(text)) texts.add(text);
  } else if (Array.isArray(content)) for (const item of content) contentTexts(item, texts);
  else if (content && typeof content === 'object')
    for (const value of Object.values(content)) contentTexts(value, texts);
  return texts;
};

interface RenderedPage {
  language: Language;
  path: string;
  html: string;
  head: { title?: string; description?: string } | undefined;
  /** The page's data but its strings. */
  content: object;
}

/** The page's texts without its content: each content text cut out, and a description that is a content text's beginning left out. */
const textsBesideContent = (page: RenderedPage): string[] => {
  const content = [...contentTexts(page.content), ...properNames].sort((a, b) => b.length - a.length);
  const head = [page.head?.title, page.head?.description].filter((text): text is string => Boolean(text));
  return [...visibleTexts(page.html), ...head.map(normalize)]
    .filter((text) => !content.some((shown) => shown.length > text.length && shown.startsWith(text)))
    .map((text) =>
      content.reduce((rest, shown) => (rest.includes(shown) ? rest.split(shown).join(' | ') : rest), text),
    );
};

/** What the page shows of `foreign`: the page, the wording, whose message it is and the text it is in. */
const foreignIn = (page: RenderedPage, foreign: Foreign): string[] => {
  const found: string[] = [];
  for (const text of new Set(textsBesideContent(page)))
    for (const word of new Set(wordsOf(text)))
      for (const [run, owner] of foreign.get(word) ?? [])
        if (holds(text, run)) found.push(`${page.path}: "${run}" (${owner}) in "${text.slice(0, 160)}"`);
  return found;
};

/** A route's path with made-up parameters, as a visitor following an old or wrong link reaches it. */
const placeholder: Record<string, string> = { language: 'pl', year: '2026', month: '3' };
const pathOf = (key: RouteKey, language: Language) => {
  const params: AnyRouteParams = Object.fromEntries(
    routeParamNames(key).map((name) => [name, placeholder[name] ?? 'x1']),
  );
  return (pathFor as (key: RouteKey, language: Language, params: AnyRouteParams) => string)(
    key,
    language,
    params,
  );
};

/** A product's kind, a hardware's type apart: each shows other tabs, facts and attributes. */
const kindOf = (product: Product) =>
  product.kind === 'hardware' ? `hardware/${product.hardwareType}` : product.kind;

const catalogueSitePages: SitePage[] = [];

beforeAll(async () => {
  const index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');
  const ports = { writePage: async (page: SitePage) => void catalogueSitePages.push(page) };
  for (const category of demoCategories.filter(({ parentId }) => parentId === null))
    await renderCategoryPages(ports, index, category);
  const kinds = new Map(demoProducts.map((product) => [kindOf(product), product]));
  for (const product of kinds.values()) await renderProductPages(ports, index, product);
});

describe('the check', () => {
  it('finds a message left in another language, and nothing else', async () => {
    const messages = { ...catalogues.de, 'header.search.label': catalogues.en['header.search.label'] ?? '' };
    const path = pathFor('home', 'de');
    const { messages: _, ...content } = prerenderedPageData('home', 'de', messages);
    const { html, head } = await render(path, { ...content, messages });
    const found = foreignIn({ language: 'de', path, html, head, content }, foreignWording('de'));
    expect(found).toContain('/de/: "Search products" (en header.search.label) in "Search products"');
    expect(found.filter((line) => !line.endsWith('in "Search products"'))).toEqual([]);
  });
});

describe("the catalogue's pages", () => {
  it('are rendered with their content in their language: the German menu reads “Zubehör”', async () => {
    const roots = demoCategories.filter(({ parentId }) => parentId === null);
    const kinds = new Set(demoProducts.map(kindOf));
    expect(catalogueSitePages).toHaveLength((roots.length + kinds.size) * languages.length);
    const page = catalogueSitePages.find(
      (candidate) => candidate.language === 'de' && candidate.data.product,
    );
    if (!page?.data.product) throw new Error('no German product page');
    const { html } = await render(page.path, { ...page.data, language: 'de', messages: catalogues.de });
    const texts = visibleTexts(html);
    expect(texts).toContain(page.data.product.name);
    expect(texts).toContain('Zubehör');
    expect(texts).not.toContain('Accessories');
  });
});

describe.each(languages)('pages in %s', (language) => {
  const foreign = foreignWording(language);
  const messages = catalogues[language];

  it("show no other language's wording on any route (pre-rendered ones with their data)", async () => {
    const found: string[] = [];
    for (const key of routeKeys) {
      const prerendered = prerenderedRouteKeys.includes(key);
      const path = prerendered ? pathFor(key as 'home', language) : pathOf(key, language);
      const { messages: _, ...content } = prerendered
        ? prerenderedPageData(key, language, messages)
        : { language, messages };
      const { html, head } = await render(path, { ...content, messages });
      found.push(...foreignIn({ language, path, html, head, content }, foreign));
    }
    expect(found).toEqual([]);
  });

  it("show no other language's wording on the catalogue's pages", async () => {
    const found: string[] = [];
    for (const page of catalogueSitePages.filter((candidate) => candidate.language === language)) {
      const { html, head } = await render(page.path, { ...page.data, language, messages });
      found.push(...foreignIn({ language, path: page.path, html, head, content: page.data }, foreign));
    }
    expect(found).toEqual([]);
  });
});
