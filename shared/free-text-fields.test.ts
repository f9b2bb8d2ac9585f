import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { articleInputSchema } from './blog/article';
import { categorySchema } from './catalogue/category';
import { deliveryTimeQuestionSchema } from './catalogue/delivery-time-question';
import { listingQuerySchema, suggestionsQuerySchema } from './catalogue/listing';
import { productSchema } from './catalogue/product';
import { sampleProduct } from './catalogue/sample-product';
import { formSchemas } from './forms/form-schemas';
import { sampleForms } from './forms/sample-forms';
import { companyInvoiceDataSchema } from './identity/company';
import { profileEditSchema } from './identity/profile';
import { sampleInvoiceData } from './identity/sample-invoice-data';
import { signUpSchema } from './identity/sign-up';
import { placeOrderInputSchema } from './orders/place-order-input';
import { sampleBusinessOrderInput } from './orders/sample-order-input';
import { defaultUserSettings, userSettingsSchema } from './user-settings';
import { toFieldErrors } from './validation';

// Every free-text field of every schema follows the one text rule (shared/text.ts): an attack value in
// any of them is refused with a field error on that field, so it never reaches storage or an e-mail.

const attacks = {
  'a newline (fake lines in an e-mail)': 'Jan\nBcc: someone@example.com',
  'a carriage return': 'Jan\rX',
  NUL: 'Jan\u0000',
  'a right-to-left override': 'Jan\u202efdp.exe',
  'a bidi isolate': '\u2067Jan',
  'a lone surrogate': 'Jan\ud83d',
};

const company = { ...sampleInvoiceData, companyFlatNumber: '2' };

const set = (value: unknown, path: string, to: unknown): unknown => {
  const [key = '', ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = rest.length ? set(copy[key], rest.join('.'), to) : to;
  return copy;
};

/** Fields by their path in the input; `[input path, error path]` where a parameter is parsed into a list. */
const cases: [string, z.ZodMiniType, unknown, (string | [string, string])[]][] = [
  [
    'sign-up',
    signUpSchema,
    {
      fullName: 'Jan Kowalski',
      email: 'jan@example.pl',
      phone: '+48600100200',
      password: 'Secret12',
      repeatPassword: 'Secret12',
      accountType: 'private',
      termsConsent: true,
      privacyConsent: true,
    },
    ['fullName'],
  ],
  ['profile edit', profileEditSchema, { fullName: 'Jan Kowalski', phone: '+48600100200' }, ['fullName']],
  [
    'company invoice data',
    companyInvoiceDataSchema,
    company,
    ['companyName', 'companyCity', 'companyStreet', 'companyBuildingNumber', 'companyFlatNumber'],
  ],
  [
    'delivery-time question',
    deliveryTimeQuestionSchema,
    { email: 'jan@example.pl', fullName: 'Jan', message: 'When?\nThanks', consent: true },
    ['fullName', 'message'],
  ],
  ['contact form', formSchemas.contact, sampleForms.contact, ['fullName', 'companyName', 'message']],
  [
    'service inquiry',
    formSchemas['service-inquiry'],
    sampleForms['service-inquiry'],
    ['fullName', 'message'],
  ],
  ['callback request', formSchemas.callback, sampleForms.callback, ['fullName', 'message']],
  [
    'blog article',
    articleInputSchema,
    {
      language: 'pl',
      link: 'nowy-artykul',
      kind: 'news',
      category: 'company',
      title: 'Tytuł',
      excerpt: 'Zajawka',
      body: '## Treść\n\nAkapit',
    },
    ['title', 'excerpt', 'body'],
  ],
  ['suggestions', suggestionsQuerySchema, { q: 'lap' }, ['q']],
  [
    'catalogue listing',
    listingQuerySchema,
    { q: 'laptop', producer: 'Dell' },
    ['q', ['producer', 'producer.0']],
  ],
  [
    'product',
    productSchema,
    sampleProduct,
    ['producer', 'producerCode', 'apps.0', 'texts.pl.name', 'texts.pl.description'],
  ],
  [
    'category',
    categorySchema,
    {
      id: 'software',
      parentId: null,
      position: 0,
      texts: { pl: { name: 'Oprogramowanie', slug: 'oprogramowanie' } },
    },
    ['texts.pl.name'],
  ],
  [
    'order placement',
    placeOrderInputSchema,
    sampleBusinessOrderInput,
    [
      'contact.firstName',
      'contact.surname',
      'contact.city',
      'contact.street',
      'contact.buildingNumber',
      'contact.flatNumber',
      'invoice.companyName',
    ],
  ],
];

describe('the text rule in every schema', () => {
  for (const [name, schema, valid, fields] of cases) {
    it(`${name}: the valid form passes`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });
    for (const entry of fields) {
      const [field, errorPath] = typeof entry === 'string' ? [entry, entry] : entry;
      for (const [attack, value] of Object.entries(attacks)) {
        // A multi-line field (question, description) keeps its newlines; every other attack is refused.
        if (value.includes('\n') && ['message', 'texts.pl.description', 'body'].includes(field)) continue;
        it(`${name}: ${attack} in ${field} is refused on that field`, () => {
          const input = set(valid, field, value);
          const parsed = schema.safeParse(input);
          expect(parsed.success).toBe(false);
          const errors = parsed.success ? [] : toFieldErrors(parsed.error, input);
          expect(errors).toContainEqual({ path: errorPath, message: 'invalid_characters' });
        });
      }
    }
  }

  it('recently viewed ids are product ids and nothing else', () => {
    for (const value of Object.values(attacks))
      expect(userSettingsSchema.safeParse({ ...defaultUserSettings, recentlyViewed: [value] }).success).toBe(
        false,
      );
    expect(
      userSettingsSchema.safeParse({ ...defaultUserSettings, recentlyViewed: ['m365-e3'] }).success,
    ).toBe(true);
  });
});
