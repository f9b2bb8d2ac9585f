import { describe, expect, it } from 'vitest';
import { sampleInvoiceData } from '../identity/sample-invoice-data';
import { toFieldErrors } from '../validation';
import { basketFieldErrors, placeOrderInputSchema } from './place-order-input';
import { sampleBusinessOrderInput, sampleGuestOrderInput } from './sample-order-input';

const guestOrder = sampleGuestOrderInput;
const company = sampleInvoiceData;

const fieldsOf = (input: unknown) => {
  const parsed = placeOrderInputSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('the placement input', () => {
  it('accepts a guest order, normalizing the phone and e-mail and defaulting the country and other consents', () => {
    const order = placeOrderInputSchema.parse(guestOrder);
    expect(order.contact).toMatchObject({ country: 'PL', phone: '+48600100200', email: 'jan@example.pl' });
    expect(order.consents).toEqual({
      terms: true,
      privacy: true,
      recurringPayment: false,
      deviceAsAService: false,
      microsoftCustomerAgreement: false,
      serviceAgreement: false,
    });
  });

  it.each([
    ['price', { price: 100 }, 'price'],
    ['total', { total: 100 }, 'total'],
    ['VAT', { vat: 23 }, 'vat'],
    ['gross', { contact: { ...guestOrder.contact, gross: 1 } }, 'contact.gross'],
  ])('refuses a client-sent %s as an unknown field', (_, change, path) => {
    expect(fieldsOf({ ...guestOrder, ...change })).toContainEqual({ path, message: 'unknown_field' });
  });

  it.each([
    ['firstName'],
    ['surname'],
    ['phone'],
    ['email'],
    ['zipCode'],
    ['city'],
    ['street'],
    ['buildingNumber'],
  ])('requires the delivery form field %s (spec section 5)', (field) => {
    const contact = { ...guestOrder.contact, [field]: undefined };
    expect(fieldsOf({ ...guestOrder, contact })).toContainEqual({
      path: `contact.${field}`,
      message: 'required',
    });
  });

  it.each([
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['DE', '10115', true],
    ['DE', '00-950', false],
  ])('checks a delivery zip code in %s %s: %s', (country, zipCode, valid) => {
    const contact = { ...guestOrder.contact, country, zipCode };
    expect(fieldsOf({ ...guestOrder, contact }).some((field) => field.path === 'contact.zipCode')).toBe(
      !valid,
    );
  });

  it.each([
    ['parcel-locker', undefined, 'required'],
    ['courier', 'WAW01M', 'invalid_value'],
    ['parcel-locker', 'waw 01', 'invalid_value'],
  ])('refuses shipping by %s with the locker %s: %s', (shippingMethod, parcelLockerId, message) => {
    expect(fieldsOf({ ...guestOrder, shippingMethod, parcelLockerId })).toContainEqual({
      path: 'parcelLockerId',
      message,
    });
  });

  it('accepts a courier order without a locker', () => {
    expect(fieldsOf({ ...guestOrder, shippingMethod: 'courier', parcelLockerId: undefined })).toEqual([]);
  });

  it.each([0, 15, '2'])('refuses the payment method id %j', (paymentMethodId) => {
    expect(fieldsOf({ ...guestOrder, paymentMethodId })).toContainEqual({
      path: 'paymentMethodId',
      message: 'invalid_value',
    });
  });

  it('requires company invoice data of a business account, checked like the invoice form', () => {
    expect(fieldsOf({ ...guestOrder, accountType: 'business' })).toContainEqual({
      path: 'invoice',
      message: 'required',
    });
    expect(fieldsOf(sampleBusinessOrderInput)).toEqual([]);
    expect(
      fieldsOf({ ...guestOrder, accountType: 'business', invoice: { ...company, taxNumber: '5260250275' } }),
    ).toContainEqual({ path: 'invoice.taxNumber', message: 'invalid_tax_number' });
  });

  it.each([
    ['123456789012345', true],
    [' 123456789012345 ', true],
    ['12345678901234', false],
    ['1234567890123456', false],
    ['12345678901234a', false],
  ])(
    'takes the Open-licence authorization number %j: %s (exactly 15 digits)',
    (authorizationNumber, valid) => {
      const openLicence = { authorizationNumber, forAnotherEntity: false };
      expect(fieldsOf({ ...guestOrder, openLicence })).toEqual(
        valid ? [] : [{ path: 'openLicence.authorizationNumber', message: 'invalid_authorization_number' }],
      );
    },
  );

  it('requires the licence owner of an Open licence bought for another entity', () => {
    const openLicence = { authorizationNumber: '123456789012345', forAnotherEntity: true };
    expect(fieldsOf({ ...guestOrder, openLicence })).toEqual([
      { path: 'openLicence.licenceOwner', message: 'required' },
    ]);
    expect(fieldsOf({ ...guestOrder, openLicence: { ...openLicence, licenceOwner: company } })).toEqual([]);
  });

  it('requires Open-licence data only when the basket holds an Open licence', () => {
    const order = placeOrderInputSchema.parse(guestOrder);
    expect(basketFieldErrors(order, ['hardware', 'open-licence'])).toEqual([
      { path: 'openLicence', message: 'required' },
    ]);
    expect(basketFieldErrors(order, ['hardware'])).toEqual([]);
    const withLicence = placeOrderInputSchema.parse({
      ...guestOrder,
      openLicence: { authorizationNumber: '123456789012345', forAnotherEntity: false },
    });
    expect(basketFieldErrors(withLicence, ['open-licence'])).toEqual([]);
  });

  it('refuses an order without the terms and privacy consents', () => {
    expect(fieldsOf({ ...guestOrder, consents: { terms: true } })).toContainEqual({
      path: 'consents.privacy',
      message: 'consent_required',
    });
  });
});
