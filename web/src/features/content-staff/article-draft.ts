import * as z from 'zod/mini';
import {
  type ArticleCategory,
  type ArticleKind,
  type ArticleTranslation,
  type ArticleView,
  articleCategories,
  articleKinds,
  articleTranslationSchema,
} from '#shared/blog/article';
import type { StaffArticle } from '#shared/blog/staff-articles';
import { type Language, languages } from '#shared/locale';

// The editor's values, as typed: what the article's schemas are asked about on every save, what the
// preview shows, and what the tab keeps in session storage until a save succeeds, so nothing typed is
// lost when a save fails or the page is left.

const draftSchema = z.strictObject({
  language: z.enum(languages),
  link: z.string(),
  kind: z.enum(articleKinds),
  category: z.enum(articleCategories),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  /** `datetime-local`'s value in the browser's time zone, or empty: now. */
  publishedAt: z.string(),
  /** Product ids separated by commas or spaces. */
  relatedProductIds: z.string(),
  translations: z.array(articleTranslationSchema),
});
export type EditorValues = z.output<typeof draftSchema>;

export const blankValues: EditorValues = {
  language: 'pl',
  link: '',
  kind: 'article',
  category: articleCategories[0] as ArticleCategory,
  title: '',
  excerpt: '',
  body: '',
  publishedAt: '',
  relatedProductIds: '',
  translations: [],
};

/** An ISO moment as `datetime-local` shows it, in the browser's time zone. */
const localOf = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The editor's values of a stored article: an unpublished one's date left empty (now, when published). */
export const valuesOf = (article: StaffArticle): EditorValues => ({
  language: article.language,
  link: article.link,
  kind: article.kind,
  category: article.category,
  title: article.title,
  excerpt: article.excerpt,
  body: article.body,
  publishedAt: article.state === 'unpublished' ? '' : localOf(article.publishedAt),
  relatedProductIds: article.relatedProductIds.join(', '),
  translations: article.translations,
});

/** What the API's schema is asked about: the values as the request would carry them. */
export const requestOf = (values: EditorValues) => {
  const publishedAt = values.publishedAt ? new Date(values.publishedAt) : undefined;
  return {
    language: values.language,
    link: values.link.trim(),
    kind: values.kind,
    category: values.category,
    title: values.title,
    excerpt: values.excerpt,
    body: values.body,
    // An impossible date is sent as typed, so the schema names the field.
    ...(publishedAt
      ? { publishedAt: Number.isNaN(publishedAt.getTime()) ? values.publishedAt : publishedAt.toISOString() }
      : {}),
    relatedProductIds: values.relatedProductIds.split(/[\s,]+/).filter(Boolean),
    translations: values.translations.map(({ language, link }) => ({ language, link: link.trim() })),
  };
};

/** Whether the date typed is ahead of now: publishing then schedules the article. */
export const isAhead = (values: EditorValues, now = Date.now()) =>
  values.publishedAt !== '' && new Date(values.publishedAt).getTime() > now;

/** The article page's data the preview shows: the body as the allow-list renderer makes it. */
export const previewOf = (values: EditorValues, html: string): ArticleView => ({
  link: values.link || 'preview',
  language: values.language,
  kind: values.kind as ArticleKind,
  category: values.category,
  title: values.title,
  excerpt: values.excerpt,
  publishedAt: values.publishedAt ? new Date(values.publishedAt).toISOString() : new Date().toISOString(),
  rating: { average: null, count: 0 },
  html,
  translations: [],
  relatedProducts: [],
  popularArticles: [],
  otherArticles: [],
});

/** Languages an article may still be linked to: not its own, not one it names already. */
export const freeLanguages = (values: EditorValues): Language[] =>
  languages.filter(
    (language) =>
      language !== values.language &&
      !values.translations.some((translation) => translation.language === language),
  );

export const emptyTranslation = (language: Language): ArticleTranslation => ({ language, link: '' });

const storageKey = (key: string) => `shop.content.draft.${key}`;

/** The values kept for an article (`new`, or `<language>/<link>`), when a valid copy is there. */
export const keptDraft = (key: string): EditorValues | undefined => {
  try {
    const raw = window.sessionStorage.getItem(storageKey(key));
    const parsed = raw === null ? undefined : draftSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

export const keepDraft = (key: string, values: EditorValues) => {
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the values live in the editor only.
  }
};

export const dropDraft = (key: string) => {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing kept.
  }
};
