import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { reverseChargeNote, vatIdNotConfirmedMessages } from '#shared/basket/buyer-vat';
import { errorCatalogue } from '#shared/errors';
import { languages } from '#shared/locale';
import { fieldMessages } from '#shared/validation';
import { argumentNames, plurals, requiredCategories } from './testing/icu-messages';

// The translated catalogues in web/public/i18n must stay in step with en.json: same keys in the same
// order, no empty or untranslated values, and ICU messages with the same arguments.

const catalogueDir = resolve(import.meta.dirname, '../../public/i18n');
const readRaw = (language: string) => readFileSync(resolve(catalogueDir, `${language}.json`), 'utf8');
const readCatalogue = (language: string) => JSON.parse(readRaw(language)) as Record<string, string>;

const english = readCatalogue('en');
const englishKeys = Object.keys(english);
const translated = languages.filter((language) => language !== 'en');

/**
 * Keys whose value may equal the English one even though it is longer than three words
 * (brand-only strings). Shorter values such as "Blog" or "Microsoft 365" are never checked.
 */
const identicalAllowed = new Set<string>([]);
const wordCount = (value: string) => value.trim().split(/\s+/).length;

describe('i18n catalogues', () => {
  it('covers exactly the 11 shop languages, each with a valid JSON catalogue of strings', () => {
    expect(languages).toHaveLength(11);
    expect(new Set(languages).size).toBe(11);
    for (const language of languages) {
      const raw = readRaw(language);
      expect(() => JSON.parse(raw), language).not.toThrow();
      const catalogue: unknown = JSON.parse(raw);
      expect(catalogue, language).toBeTypeOf('object');
      expect(Array.isArray(catalogue), language).toBe(false);
      for (const [key, value] of Object.entries(catalogue as object)) {
        expect(typeof value, `${language} ${key}`).toBe('string');
      }
    }
  });

  it('parses every English message, with `other` in every plural', () => {
    for (const [key, value] of Object.entries(english)) {
      expect(value.trim(), key).not.toBe('');
      expect(() => parse(value), key).not.toThrow();
      for (const plural of plurals(value)) expect(Object.keys(plural.options), key).toContain('other');
    }
  });

  it('has a text for every error code, field message and VAT note the API answers', () => {
    const answered = [
      ...Object.keys(errorCatalogue).map((code) => `error.${code}`),
      ...Object.values(fieldMessages).map((message) => `field.${message}`),
      reverseChargeNote,
      ...Object.values(vatIdNotConfirmedMessages),
    ];
    expect(answered.filter((key) => !(key in english))).toEqual([]);
  });

  it('only allows identical copies for keys that exist in English', () => {
    for (const key of identicalAllowed) expect(englishKeys, key).toContain(key);
  });

  describe.each(translated)('%s', (language) => {
    const catalogue = readCatalogue(language);

    it('has exactly the English keys, in the same order', () => {
      const keys = Object.keys(catalogue);
      const missing = englishKeys.filter((key) => !(key in catalogue));
      const extra = keys.filter((key) => !(key in english));
      expect(missing, 'missing').toEqual([]);
      expect(extra, 'extra').toEqual([]);
      expect(keys).toEqual(englishKeys);
    });

    it('has no empty values', () => {
      const empty = Object.entries(catalogue).filter(
        ([, value]) => typeof value !== 'string' || !value.trim(),
      );
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('has no untranslated English copies of more than three words', () => {
      const copies = englishKeys.filter(
        (key) =>
          catalogue[key] === english[key] && wordCount(english[key] ?? '') > 3 && !identicalAllowed.has(key),
      );
      expect(copies).toEqual([]);
    });

    it('uses the same ICU arguments as English', () => {
      for (const key of englishKeys) {
        const message = catalogue[key] ?? '';
        expect(() => parse(message), key).not.toThrow();
        expect(argumentNames(message), key).toEqual(argumentNames(english[key] ?? ''));
      }
    });

    it("uses the language's plural categories, always with `other`", () => {
      const allowed = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      const required = requiredCategories(language);
      for (const key of englishKeys) {
        const englishPlurals = plurals(english[key] ?? '').length;
        const messagePlurals = plurals(catalogue[key] ?? '');
        expect(messagePlurals.length, key).toBe(englishPlurals);
        for (const plural of messagePlurals) {
          const selectors = Object.keys(plural.options);
          expect(selectors, key).toContain('other');
          const categories = selectors.filter((selector) => !/^=\d+$/.test(selector));
          for (const category of categories) expect(allowed, `${key} ${category}`).toContain(category);
          for (const category of required) expect(categories, `${key} ${category}`).toContain(category);
        }
      }
    });
  });
});
