import { describe, expect, it } from 'vitest';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { initialOrderClientState, type OrderClientState } from '#shared/orders/order-client-state';
import { placeOrderInputSchema } from '#shared/orders/place-order-input';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { sampleBasket, sampleLine } from '../../lib/basket/sample-basket';
import { checked, consentsFor, orderInputOf, vatIdOfInvoice } from './order-input';

const form = (data: Record<string, string>) => ({ data, valid: true });

/** A guest's checkout as the steps leave it: laptop to a parcel locker, bank transfer, consents given. */
const guestState = (): OrderClientState => {
  const state = initialOrderClientState();
  return {
    ...state,
    accountType: 'guest',
    shipping: {
      ...state.shipping,
      method: 'parcel-locker',
      contact: form({ ...sampleGuestOrderInput.contact, flatNumber: '' }),
      locker: form({ q: 'Warszawa', parcelLockerId: 'WAW01M' }),
    },
    paymentMethodId: 2,
    agreements: { ...state.agreements, terms: true, privacy: true },
  };
};

describe('the placement body from the order client state', () => {
  it('is a body the shared schema accepts, with the basket version and the chosen locker', () => {
    const parsed = placeOrderInputSchema.parse(orderInputOf(guestState(), sampleBasket({ version: 'v7' })));
    expect(parsed).toMatchObject({
      basketVersion: 'v7',
      accountType: 'guest',
      shippingMethod: 'parcel-locker',
      parcelLockerId: 'WAW01M',
      paymentMethodId: 2,
    });
    expect(parsed.invoice).toBeUndefined();
    expect(parsed.contact.flatNumber).toBeUndefined();
  });

  it('leaves the locker out of a courier delivery, even when one was found before', () => {
    const state = guestState();
    const body = orderInputOf(
      { ...state, shipping: { ...state.shipping, method: 'courier' } },
      sampleBasket(),
    );
    expect(body).not.toHaveProperty('parcelLockerId');
    expect(placeOrderInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends invoice data a private buyer filled in, and requires it of a business', () => {
    const state = guestState();
    expect(orderInputOf({ ...state, invoice: form({ country: 'PL' }) }, sampleBasket())).not.toHaveProperty(
      'invoice',
    );
    expect(orderInputOf({ ...state, invoice: form(sampleInvoiceData) }, sampleBasket()).invoice).toEqual(
      sampleInvoiceData,
    );
    const business = orderInputOf({ ...state, accountType: 'business' }, sampleBasket());
    expect(placeOrderInputSchema.safeParse(business).success).toBe(false);
  });

  it('carries the Open-licence data for a basket with an Open licence: the owner only for another entity', () => {
    const basket = sampleBasket({ lines: [sampleLine('open', { kind: 'open-licence' })] });
    const state = guestState();
    const ownInvoice = {
      source: 'authorizationNumber' as const,
      form: form({ authorizationNumber: '123456789012345' }),
    };
    expect(orderInputOf({ ...state, licenceOwner: ownInvoice }, basket).openLicence).toEqual({
      authorizationNumber: '123456789012345',
      forAnotherEntity: false,
    });
    const owner = Object.fromEntries(
      Object.entries(sampleInvoiceData).map(([name, value]) => [`owner.${name}`, value]),
    );
    const another = {
      source: 'licenceOwnerData' as const,
      form: form({ authorizationNumber: '123456789012345', forAnotherEntity: checked, ...owner }),
    };
    expect(orderInputOf({ ...state, licenceOwner: another }, basket).openLicence).toEqual({
      authorizationNumber: '123456789012345',
      forAnotherEntity: true,
      licenceOwner: sampleInvoiceData,
    });
    expect(orderInputOf(state, sampleBasket())).not.toHaveProperty('openLicence');
  });

  it('asks for the consents the basket and payment method need (terms and privacy always)', () => {
    expect(consentsFor(guestState(), sampleBasket())).toEqual(['terms', 'privacy']);
    const services = sampleBasket({ lines: [sampleLine('support', { kind: 'it-service' })] });
    expect(consentsFor(guestState(), services)).toEqual(['terms', 'privacy', 'serviceAgreement']);
  });
});

describe('the VAT id the checkout prices the basket with', () => {
  const withInvoice = (data: Record<string, string>, accountType: OrderClientState['accountType']) => ({
    ...guestState(),
    accountType,
    invoice: form(data),
  });

  it.each([
    [
      'a business with a German VAT number',
      { country: 'DE', taxNumber: '123456789' },
      'business',
      'DE123456789',
    ],
    [
      'a business with a Polish NIP',
      { country: 'PL', taxNumber: '526-025-02-74' },
      'business',
      'PL5260250274',
    ],
    ['an invalid number', { country: 'DE', taxNumber: '12' }, 'business', undefined],
    ['no tax number yet', { country: 'DE', taxNumber: '' }, 'business', undefined],
    ['a guest who left the company form empty', { country: 'DE' }, 'guest', undefined],
  ] as const)('%s → %s', (_, data, accountType, expected) => {
    expect(vatIdOfInvoice(withInvoice(data, accountType))).toBe(expected);
  });
});
