import type { ArticleHead } from '#shared/blog/article';
import {
  alternatesOfPage,
  distinctPages,
  filterOfPage,
  type ListPage,
  listPagesOf,
  type Placed,
  pagesOfArticle,
  pathOfPage,
  rendersIn,
  samePage,
} from '#shared/blog/list-pages';
import { type Language, languages } from '#shared/locale';
import type { ArticlePagePorts, BlogPorts } from './deps';
import { listArticles } from './list-articles';

// The blog's list pages pre-rendered into the site bucket per language (the lists without parameters such
// as `/blog/`, the category and archive-month pages), with their first page of articles and the sidebar
// (`shared/blog/list-pages.ts` says which exist): all of them after the seed, and those an article's
// publication changes when it is published.

type Ports = Pick<BlogPorts, 'newestArticles' | 'articleHeads'> & ArticlePagePorts;
type ByLanguage = ReadonlyMap<Language, readonly ArticleHead[]>;

/** Each language's articles, read once: the pages' alternates and the listings' sidebars come from it. */
const articlesByLanguage = async ({ articleHeads }: Pick<BlogPorts, 'articleHeads'>): Promise<ByLanguage> =>
  new Map(
    await Promise.all(languages.map(async (language) => [language, await articleHeads(language)] as const)),
  );

/** An article's place: its language and the list pages it is on. */
type Placing = { language: Language; pages: ListPage[] };

/**
 * The pages in each language that pre-renders them, and those `placings` name in their language even
 * when no article is left on them (a rewrite's earlier month: shown empty rather than stale).
 */
const renderPages = async (
  ports: Ports,
  byLanguage: ByLanguage,
  pages: readonly ListPage[],
  placings: readonly Placing[] = [],
) => {
  const read = {
    ...ports,
    articleHeads: async (language: Language) => [...(byLanguage.get(language) ?? [])],
  };
  const placed = (language: Language, page: ListPage) =>
    placings.some(
      (placing) => placing.language === language && placing.pages.some((on) => samePage(on, page)),
    );
  let rendered = 0;
  for (const [language, articles] of byLanguage) {
    for (const page of pages.filter(
      (candidate) => rendersIn(candidate, articles) || placed(language, candidate),
    )) {
      const filter = filterOfPage(page);
      await ports.writePage({
        language,
        path: pathOfPage(page, language),
        alternates: alternatesOfPage(page, language, byLanguage),
        data: {
          articleList: { filter, listing: await listArticles(read, { language, ...filter, page: 1 }) },
        },
      });
      rendered += 1;
    }
  }
  return rendered;
};

/**
 * After an article is published: the list pages it is on (the lists without parameters that show its
 * kind, its category's, its month's) and, for a rewrite, those its earlier version was on, in every
 * language (their alternates change too).
 */
export const renderListPagesOf = async (
  ports: Ports,
  versions: readonly ((Placed & { language: Language }) | undefined)[],
) => {
  const placings = versions.flatMap((version) =>
    version ? [{ language: version.language, pages: pagesOfArticle(version) }] : [],
  );
  const pages = distinctPages(placings.flatMap((placing) => placing.pages));
  return renderPages(ports, await articlesByLanguage(ports), pages, placings);
};

/** Every list page of every language (after the seed, or when a new site build changed the shell); answers how many. */
export const renderAllListPages = async (ports: Ports): Promise<number> => {
  const byLanguage = await articlesByLanguage(ports);
  return renderPages(ports, byLanguage, distinctPages([...byLanguage.values()].flatMap(listPagesOf)));
};
