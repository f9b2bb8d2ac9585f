import * as z from 'zod/mini';
import { type Language, languages } from '../locale';

/**
 * Text per language. Polish is required; any other language may be missing and then falls back
 * to English, then Polish (language → en → pl), the same chain as the static pages.
 */
export type Localized<T> = { pl: T } & Partial<Record<Language, T>>;

export const localizedSchema = <T extends z.ZodMiniType>(value: T) =>
  z.intersection(z.strictObject({ pl: value }), z.partialRecord(z.enum(languages), value));

/** The value in `language`, else English, else Polish. */
export const localized = <T>(map: Localized<T>, language: Language): T => map[language] ?? map.en ?? map.pl;

/** URL slug: lower-case ASCII words joined by hyphens (Polish letters transliterated: `zlacze`). */
export const slugSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
);
