import * as z from 'zod/mini';
import { catalogueIdSchema } from './catalogue/category';
import { currencies, defaultCurrency, defaultLanguage, languages, markets } from './locale';
import { fieldMessages } from './validation';

// User settings (spec section 3): language, suggested language group, currency and whether it was
// changed manually, market language, country, recently viewed products (newest first, at most 8).

export const recentlyViewedLimit = 8;

export const userSettingsSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    language: z.enum(languages),
    suggestedLanguageGroup: z.enum(languages),
    currency: z.enum(currencies),
    currencyChangedManually: z.boolean(),
    marketLanguage: z.nullable(z.enum(Object.keys(markets) as [keyof typeof markets])),
    /** ISO 3166-1 alpha-2 code of the customer's country. */
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
    /** Product ids: the catalogue's id rule (ASCII letters, digits, `_` and `-`), nothing else. */
    recentlyViewed: z.array(catalogueIdSchema).check(
      z.maxLength(recentlyViewedLimit),
      z.refine((ids) => new Set(ids).size === ids.length, fieldMessages.duplicateValue),
    ),
  }),
);
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultUserSettings: UserSettings = {
  language: defaultLanguage,
  suggestedLanguageGroup: defaultLanguage,
  currency: defaultCurrency,
  currencyChangedManually: false,
  marketLanguage: null,
  country: 'PL',
  recentlyViewed: [],
};
