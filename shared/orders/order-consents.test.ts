import { describe, expect, it } from 'vitest';
import type { ProductKind } from '../catalogue/product';
import { missingConsentFields, orderConsentsSchema, requiredConsents } from './order-consents';
import type { PaymentMethod } from './payment-methods';

describe('the consents an order needs (spec sections 3 and 5)', () => {
  it.each([
    [['hardware'], 'transfer', ['terms', 'privacy']],
    [['perpetual-licence'], 'card', ['terms', 'privacy']],
    [['m365-subscription'], 'transfer', ['terms', 'privacy', 'microsoftCustomerAgreement']],
    [['m365-subscription'], 'card', ['terms', 'privacy', 'recurringPayment', 'microsoftCustomerAgreement']],
    [['device-as-a-service'], 'deferred', ['terms', 'privacy', 'deviceAsAService']],
    [['device-as-a-service'], 'card', ['terms', 'privacy', 'recurringPayment', 'deviceAsAService']],
    [['it-service', 'hardware'], 'transfer', ['terms', 'privacy', 'serviceAgreement']],
    [['open-licence'], 'deferred', ['terms', 'privacy']],
  ] as [ProductKind[], PaymentMethod, string[]][])(
    'a basket of %j paid by %s needs %j',
    (kinds, method, consents) => {
      expect(requiredConsents(kinds, method)).toEqual(consents);
    },
  );

  it.each([
    [{ terms: true, privacy: true }, true],
    [{ terms: true, privacy: false }, false],
    [{ terms: true }, false],
    [{ terms: 'yes', privacy: true }, false],
  ])('accepts the consents %j only with terms and privacy given: %s', (consents, valid) => {
    expect(orderConsentsSchema.safeParse(consents).success).toBe(valid);
  });

  it('names each needed consent not given as a consent_required field, and none once given', () => {
    const given = orderConsentsSchema.parse({ terms: true, privacy: true, recurringPayment: true });
    expect(missingConsentFields(given, ['m365-subscription', 'it-service'], 'card')).toEqual([
      { path: 'consents.microsoftCustomerAgreement', message: 'consent_required' },
      { path: 'consents.serviceAgreement', message: 'consent_required' },
    ]);
    const all = { ...given, microsoftCustomerAgreement: true, serviceAgreement: true };
    expect(missingConsentFields(all, ['m365-subscription', 'it-service'], 'card')).toEqual([]);
  });
});
