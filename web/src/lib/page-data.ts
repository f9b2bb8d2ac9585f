import type { StaticPage } from '../../../shared/content/static-pages';
import type { Language } from '../../../shared/locale';

/**
 * What a pre-rendered page embeds for hydration (`<script id="shop-data">`): the app starts with this
 * state instead of refetching it.
 */
export interface PageData {
  language: Language;
  messages: Record<string, string>;
  staticPage?: StaticPage;
}

export const pageDataElementId = 'shop-data';

/** JSON safe to place inside a <script> element. */
export const serializePageData = (data: PageData): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
