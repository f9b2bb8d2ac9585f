import { describe, expect, it } from 'vitest';
import type { ProductKind } from '#shared/catalogue/product';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { sampleBasket, sampleLine } from '../../lib/basket/sample-basket';
import {
  basketKinds,
  checkoutAccountTypeOf,
  guestMayCheckout,
  hasActivationKeys,
  invoiceFormWithDefault,
} from './checkout-rules';

const savedInvoice = {
  ...sampleInvoiceData,
  country: 'PL' as const,
  taxNumber: '5260250274',
  companyFlatNumber: undefined,
};

describe('checkout rules', () => {
  it.each<[ProductKind[], boolean]>([
    [['hardware'], true],
    [['hardware', 'perpetual-licence'], true],
    [['m365-subscription'], false],
    [['hardware', 'open-licence'], false],
    [['it-service'], false],
    [['device-as-a-service'], false],
  ])('lets a guest buy %j: %s (spec section 6)', (kinds, allowed) => {
    expect(guestMayCheckout(kinds)).toBe(allowed);
  });

  it('buys as the signed-in account: a customer privately, a business or partner as a business', () => {
    expect(checkoutAccountTypeOf(2)).toBe('private');
    expect(checkoutAccountTypeOf(3)).toBe('business');
    expect(checkoutAccountTypeOf(1)).toBe('business');
  });

  it('reads the basket once per kind, and asks for the activation e-mail only for licences', () => {
    const basket = sampleBasket({
      lines: [sampleLine('laptop'), sampleLine('mouse'), sampleLine('office', { kind: 'perpetual-licence' })],
    });
    expect(basketKinds(basket)).toEqual(['hardware', 'perpetual-licence']);
    expect(hasActivationKeys(basketKinds(basket))).toBe(true);
    expect(hasActivationKeys(['hardware', 'device-as-a-service', 'it-service'])).toBe(false);
  });

  describe('the saved default invoice data (spec section 4)', () => {
    const empty = { data: {}, valid: false };

    it('fills an empty form of a business buyer', () => {
      expect(invoiceFormWithDefault(empty, 'business', savedInvoice).data).toMatchObject({
        taxNumber: '5260250274',
        companyName: 'Example sp. z o.o.',
      });
    });

    it('never fills it for a guest or a private buyer', () => {
      expect(invoiceFormWithDefault(empty, 'private', savedInvoice)).toBe(empty);
      expect(invoiceFormWithDefault(empty, 'guest', savedInvoice)).toBe(empty);
    });

    it('never overwrites what the buyer typed', () => {
      const typed = { data: { companyName: 'Moja firma' }, valid: false };
      expect(invoiceFormWithDefault(typed, 'business', savedInvoice)).toBe(typed);
    });
  });
});
