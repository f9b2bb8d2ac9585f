import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { articleKinds } from '#shared/blog/article';
import { articleStates } from '#shared/blog/article-states';
import { requestActions, requestStatuses } from '#shared/forms/request-states';
import { requestKinds } from '#shared/forms/staff-requests';
import { customerActions } from '#shared/identity/staff-customer';
import { orderMails } from '#shared/orders/order-history';
import { paymentStates } from '#shared/orders/order-payment-states';
import { orderStatuses } from '#shared/orders/order-states';
import { checkoutAccountTypes } from '#shared/orders/place-order-input';
import { providerPaymentStates } from '#shared/payments/provider-payment-states';
import { vatCases } from '#shared/pricing/vat-treatment';
import { argumentNames, plurals, requiredCategories } from '../../i18n/testing/icu-messages';

// The staff screens' catalogues (web/public/i18n/staff/): Polish and English with the same keys and
// arguments, each plural with the language's categories, and every message id the screens name there.

const catalogueOf = (language: 'pl' | 'en') =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../../public/i18n/staff/${language}.json`), 'utf8'),
  ) as Record<string, string>;
const polish = catalogueOf('pl');
const english = catalogueOf('en');

/** The folders of the screens that read the staff catalogue: operations' and the content back office's. */
const screenFolders = [import.meta.dirname, resolve(import.meta.dirname, '../content-staff')];

/** Every literal `staff.…` id in the screens' sources. */
const literalIds = screenFolders
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => resolve(folder, file)),
  )
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"](staff\.[A-Za-z.]+)['"]/g)])
  .map((match) => match[1] as string);

/** The ids the screens build from a value: every value they can take. */
const builtIds = [
  ...articleStates.map((state) => `staff.content.state.${state}`),
  ...articleKinds.map((kind) => `staff.content.kind.${kind}`),
  ...['contentArticles', 'contentProducts'].map((key) => `staff.content.nav.${key}`),
  ...['staff', 'schedule'].map((actor) => `staff.content.actor.${actor}`),
  ...[
    'saved',
    'published',
    'scheduled',
    'unpublished',
    'imageAdded',
    'imagesReordered',
    'imageAltEdited',
    'imageRemoved',
    'pricesChanged',
  ].map((action) => `staff.content.action.${action}`),
  ...['save', 'publish', 'schedule', 'unpublish'].map((action) => `staff.content.done.${action}`),
  ...orderStatuses.map((status) => `staff.orders.tab.${status}`),
  ...paymentStates.map((state) => `staff.payment.${state}`),
  ...providerPaymentStates.map((state) => `staff.paymentState.${state}`),
  ...vatCases.map((vatCase) => `staff.vatCase.${vatCase}`),
  ...checkoutAccountTypes.map((type) => `staff.accountType.${type}`),
  ...['shop', 'customer', 'operations', 'provider', 'financing'].map((actor) => `staff.actor.${actor}`),
  ...['pending', 'accepted', 'offline', 'rejected'].map((status) => `staff.ksef.${status}`),
  ...['valid', 'invalid', 'unavailable'].map((result) => `staff.people.vies.${result}`),
  ...orderMails.map((mail) => `staff.history.mail.${mail}`),
  ...['amount', 'receivedOn', 'trackingNumber', 'carrier'].map((field) => `staff.field.${field}`),
  ...['confirmAvailability', 'bookPayment', 'send', 'finish', 'cancel', 'return'].flatMap((action) => [
    `staff.action.${action}`,
    `staff.moved.${action}`,
    `staff.history.${action}`,
  ]),
  ...['cancel', 'return'].flatMap((action) => [`staff.confirm.${action}`, `staff.confirm.${action}.yes`]),
  ...customerActions.flatMap((action) => [
    `staff.customer.action.${action}`,
    `staff.customer.done.${action}`,
    `staff.customerHistory.${action}`,
  ]),
  ...customerActions
    .filter((action) => action !== 'convertToBusiness')
    .map((action) => `staff.customer.explain.${action}`),
  ...[1, 2, 3].map((type) => `staff.customers.type.${type}`),
  ...['none', 'pending', 'subscribed'].map((state) => `staff.customer.newsletter.${state}`),
  ...['active', 'inactive', 'expired'].map((status) => `staff.customer.card.${status}`),
  ...['created', 'linked'].map((kind) => `staff.customer.tenantKind.${kind}`),
  ...requestStatuses.map((status) => `staff.forms.status.${status}`),
  ...requestKinds.map((kind) => `staff.forms.kind.${kind}`),
  ...requestActions.flatMap((action) => [
    `staff.forms.action.${action}`,
    `staff.forms.moved.${action}`,
    `staff.forms.history.${action}`,
  ]),
];

describe('the staff catalogues', () => {
  it('hold the same keys in Polish and English, in the same order, none empty', () => {
    expect(Object.keys(english)).toEqual(Object.keys(polish));
    for (const [key, value] of [...Object.entries(polish), ...Object.entries(english)])
      expect(value.trim(), key).not.toBe('');
  });

  it('give each message the same arguments in both languages', () => {
    for (const key of Object.keys(polish)) {
      expect(argumentNames(polish[key] ?? ''), key).toEqual(argumentNames(english[key] ?? ''));
    }
  });

  it("use each language's plural categories", () => {
    for (const [language, catalogue] of [
      ['pl', polish],
      ['en', english],
    ] as const) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(() => parse(value), key).not.toThrow();
        for (const plural of plurals(value))
          for (const category of requiredCategories(language))
            expect(Object.keys(plural.options), `${language} ${key}`).toContain(category);
      }
    }
  });

  it('have every message the screens name', () => {
    expect([...new Set([...literalIds, ...builtIds])].filter((id) => !(id in polish))).toEqual([]);
  });
});
