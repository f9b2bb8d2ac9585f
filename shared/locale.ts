// Languages, currencies and market variants the shop is sold in (spec sections 1 and 9).

export const languages = ['pl', 'en', 'ru', 'hu', 'es', 'tr', 'cs', 'de', 'fr', 'bg', 'it'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';

export const currencies = ['PLN', 'USD', 'EUR', 'CZK', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'PLN';

/** Market variants pick a base language (fallback pl) and a default currency. */
export const markets = {
  de_lizengo: { language: 'de', currency: 'EUR' },
  pl_cxp: { language: 'pl', currency: 'PLN' },
  pl_pc: { language: 'pl', currency: 'PLN' },
} as const satisfies Record<string, { language: Language; currency: Currency }>;
export type Market = keyof typeof markets;

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);
