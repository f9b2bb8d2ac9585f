import type { MessageFormatElement } from 'react-intl';
import type { ArticleView } from '#shared/blog/article';
import type { ArticleFilter, ArticleListing } from '#shared/blog/article-listing';
import type { CategoryView, ListingResult, ProductView } from '#shared/catalogue/listing';
import type { HomeContent } from '#shared/content/home';
import type { StaticPage } from '#shared/content/static-pages';
import type { Language } from '#shared/locale';

/**
 * What a pre-rendered page embeds for hydration (`<script id="shop-data">`): the app starts with this
 * state instead of refetching it.
 */
export interface PageData {
  language: Language;
  /** The language's UI strings, pre-parsed to ICU syntax trees in the production build. */
  messages: Messages;
  staticPage?: StaticPage;
  home?: HomeContent;
  product?: ProductView;
  /** A category page's first listing page, unfiltered. */
  listing?: { category: CategoryView; result: ListingResult };
  /** A search page's results, and the address's query (without `?`) they answer: rendered per request. */
  search?: { query: string; result: ListingResult };
  /** The category tree in the page's language (menu, breadcrumbs), on catalogue pages rendered with it. */
  categories?: CategoryView[];
  /** A blog article's page (pre-rendered when published). */
  article?: ArticleView;
  /** A blog category's or archive month's list page: its filter and first page (pre-rendered when an article on it is published). */
  articleList?: { filter: ArticleFilter; listing: ArticleListing };
  /** The not-found page, served with 404 at any path without a page: the app shows it, whatever the path. */
  notFound?: true;
}

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export const pageDataElementId = 'shop-data';
