import type { BasketView } from '#shared/basket/basket-view';
import { deliveryCountryOf } from '#shared/basket/shipping';
import { vatIdOf } from '#shared/basket/vat-id';
import { isCompanyCountry } from '#shared/identity/company-countries';
import { vatId } from '#shared/identity/tax-number';
import type { OrderClientState } from '#shared/orders/order-client-state';
import { type OrderConsent, requiredConsents } from '#shared/orders/order-consents';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { basketKinds } from './checkout-rules';

// The placement body (shared/orders/place-order-input.ts) from the order client state's forms, which
// hold what their inputs hold: the contact and delivery address in `shipping.contact`, the chosen
// locker in `shipping.locker` (`parcelLockerId`), the activation e-mail in `shipping.delivery`, the
// company in `invoice`, the Open-licence data in `licenceOwner.form` (`authorizationNumber`,
// `forAnotherEntity`, the owner's company fields). The shared schema parses it before it is sent.

/** A checkbox kept in a form's string data. */
export const checked = 'true';

const filled = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value.trim() !== ''));

/** The licence owner's company fields: the owner form's `owner.`-prefixed entries. */
export const ownerPrefix = 'owner.';
const ownerOf = (data: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => name.startsWith(ownerPrefix))
      .map(([name, value]) => [name.slice(ownerPrefix.length), value]),
  );

/** Company invoice data is sent for a business, and for anyone else who filled the form in. */
export const wantsInvoice = (state: OrderClientState): boolean =>
  state.accountType === 'business' ||
  Object.entries(state.invoice.data).some(([name, value]) => name !== 'country' && value.trim() !== '');

/**
 * The VAT id the company invoice data names, as the server reads it at placement (`vatId` of
 * shared/identity/tax-number.ts), once it is a valid one: the checkout reads the basket with it, so
 * the figures shown (reverse charge included) are the ones the order is placed with.
 */
export const vatIdOfInvoice = (state: OrderClientState): string | undefined => {
  const { country = '', taxNumber = '' } = state.invoice.data;
  if (!wantsInvoice(state) || !isCompanyCountry(country) || !taxNumber.trim()) return undefined;
  const text = vatId(country, taxNumber);
  return vatIdOf(text) ? text : undefined;
};

/**
 * Where the order's goods go as placement reads it (`deliveryCountryOf` of shared/basket/shipping.ts)
 * once a shipping method is chosen: the checkout reads the basket with it, so a laptop is priced with
 * the VAT of where it is delivered.
 */
export const deliveryCountryOfState = (state: OrderClientState): string | undefined => {
  const { method, contact } = state.shipping;
  const country = contact.data.country || 'PL';
  return method && isCompanyCountry(country) ? deliveryCountryOf(method, country) : undefined;
};

export const openLicenceOf = (state: OrderClientState) => {
  const { authorizationNumber = '', forAnotherEntity } = state.licenceOwner.form.data;
  const another = forAnotherEntity === checked;
  return {
    authorizationNumber,
    forAnotherEntity: another,
    ...(another ? { licenceOwner: filled(ownerOf(state.licenceOwner.form.data)) } : {}),
  };
};

/** The consents the summary shows for this basket and the chosen payment method, in order. */
export const consentsFor = (state: OrderClientState, basket: BasketView): OrderConsent[] => {
  const method = paymentMethodOfId(state.paymentMethodId ?? 0);
  return method ? requiredConsents(basketKinds(basket), method) : [];
};

/** The body to parse with `placeOrderInputSchema`: unknown until parsed, as any outside input. */
export const orderInputOf = (state: OrderClientState, basket: BasketView): Record<string, unknown> => {
  const method = state.shipping.method;
  const activationEmail = state.shipping.delivery.data.activationEmail?.trim();
  const invoice = wantsInvoice(state) ? filled(state.invoice.data) : undefined;
  return {
    basketVersion: basket.version,
    accountType: state.accountType,
    contact: state.shipping.contact.data,
    shippingMethod: method,
    ...(method === 'parcel-locker' ? { parcelLockerId: state.shipping.locker.data.parcelLockerId } : {}),
    ...(activationEmail ? { activationEmail } : {}),
    ...(invoice ? { invoice } : {}),
    ...(basketKinds(basket).includes('open-licence') ? { openLicence: openLicenceOf(state) } : {}),
    paymentMethodId: state.paymentMethodId,
    consents: state.agreements,
  };
};
