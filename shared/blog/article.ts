import * as z from 'zod/mini';
import { catalogueIdSchema } from '../catalogue/category';
import type { ListingItem, RatingView } from '../catalogue/listing';
import { type Language, languages } from '../locale';
import { multiLineText, singleLineText } from '../text';
import { fieldMessages } from '../validation';
import { articleLinkSchema } from './article-link';
import type { ArticleState } from './article-states';

// A blog article (news or an article of the publications portal): written by content staff in one
// language as Markdown, shown as HTML rendered by an allow-list (`markdown.ts`; stored sanitized by functions/lib/markdown/).

export const articleKinds = ['news', 'article'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** The blog's categories: a category's path segment (`/Aktualnosci/{category}`) is its id. */
export const articleCategories = ['microsoft-365', 'hardware', 'security', 'it-services', 'company'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** Limits of what staff write: the Markdown body in characters, related products per article. */
export const articleLimits = { title: 160, excerpt: 300, body: 50_000, relatedProducts: 4 } as const;

/** The same article in another language (`translations` of an article): that language and its link there. */
export const articleTranslationSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    language: z.enum(languages),
    link: articleLinkSchema,
  }),
);
export type ArticleTranslation = z.output<typeof articleTranslationSchema>;

/** What staff write of an article besides its language and link. */
const articleFields = () => ({
  kind: z.enum(articleKinds),
  category: z.enum(articleCategories),
  title: singleLineText({ max: articleLimits.title }),
  excerpt: singleLineText({ max: articleLimits.excerpt }),
  /** Markdown; stored sanitized (hostile raw HTML and links other than http(s), mailto or site-relative ones removed). */
  body: multiLineText({ max: articleLimits.body }),
  /** When it counts as published (the archive's month, the feed's date); now when absent, scheduled when ahead. */
  publishedAt: z.optional(z.iso.datetime(fieldMessages.invalidValue)),
  relatedProductIds: z._default(
    z.array(catalogueIdSchema).check(z.maxLength(articleLimits.relatedProducts, fieldMessages.tooLong)),
    [],
  ),
  /** Its translations, each in another language (one per language); each must be stored already. */
  translations: z._default(
    z.array(articleTranslationSchema).check(
      z.maxLength(languages.length - 1, fieldMessages.tooLong),
      z.refine(
        (translations) => new Set(translations.map(({ language }) => language)).size === translations.length,
        fieldMessages.duplicateValue,
      ),
    ),
    [],
  ),
});

/** An article never names itself as its own translation. */
const namesNoTranslationInItsLanguage = () =>
  z.refine<{
    language: Language;
    translations: readonly ArticleTranslation[];
  }>(({ language, translations }) => translations.every((translation) => translation.language !== language), {
    message: fieldMessages.invalidValue,
    path: ['translations'],
  });

/** `POST /api/content/articles`: an article written (or rewritten) and published by content staff. */
export const articleInputSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({ language: z.enum(languages), link: articleLinkSchema, ...articleFields() })
    .check(namesNoTranslationInItsLanguage()),
);
export type ArticleInput = z.output<typeof articleInputSchema>;

/**
 * `PUT /api/content/articles`: an article saved without changing its publication (a new one
 * unpublished); `isNew` when staff start it, so an article already at that language and link is not
 * overwritten.
 */
export const articleDraftSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      language: z.enum(languages),
      link: articleLinkSchema,
      ...articleFields(),
      isNew: z.optional(z.boolean()),
    })
    .check(namesNoTranslationInItsLanguage()),
);
export type ArticleDraft = z.output<typeof articleDraftSchema>;

/**
 * An article as stored: the input with its publication date set, its state (`article-states.ts`), its
 * body rendered when it was stored, its ratings' count and sum.
 */
export interface Article extends Omit<ArticleInput, 'publishedAt'> {
  publishedAt: string;
  state: ArticleState;
  /**
   * The body as HTML by the allow-list renderer (`markdown.ts`), rendered once when staff store it, so
   * readers' reads answer it as stored and carry no Markdown renderer.
   */
  html: string;
  ratings: { count: number; sum: number };
}

/** An article in a list: no body. */
export interface ArticleSummary {
  link: string;
  language: Language;
  kind: ArticleKind;
  category: ArticleCategory;
  title: string;
  excerpt: string;
  publishedAt: string;
  rating: RatingView;
}

/** The article page's data: its body as sanitized HTML, related products' cards, popular and other articles. */
export interface ArticleView extends ArticleSummary {
  /** HTML rendered from the Markdown by the server's allow-list renderer: the only HTML a page injects. */
  html: string;
  /** The same article in other languages: the language switch and the hreflang links lead there. */
  translations: ArticleTranslation[];
  relatedProducts: ListingItem[];
  /** The language's popular articles (`popular.ts`) but this one. */
  popularArticles: ArticleSummary[];
  otherArticles: ArticleSummary[];
}

/** What publishing answers: the article page's data and the Markdown as stored, sanitized, so staff see what was kept. */
export interface PublishedArticle extends ArticleView {
  body: string;
}

/** The fields the lists, the sidebar and the sitemaps read of an article (with its ratings): all but its body. */
export const articleHeadFields = [
  'link',
  'language',
  'kind',
  'category',
  'title',
  'excerpt',
  'publishedAt',
  'translations',
] as const satisfies readonly (keyof Article)[];

export type ArticleHead = Pick<Article, (typeof articleHeadFields)[number] | 'ratings'>;

export const articleSummary = ({ ratings, ...article }: ArticleHead): ArticleSummary => ({
  link: article.link,
  language: article.language,
  kind: article.kind,
  category: article.category,
  title: article.title,
  excerpt: article.excerpt,
  publishedAt: article.publishedAt,
  rating: { average: ratings.count === 0 ? null : ratings.sum / ratings.count, count: ratings.count },
});

/** The path of an article's API routes: `/api/blog/articles/{language}/{link}`. */
export const articlePathSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ language: z.enum(languages), link: articleLinkSchema }),
);
