import type { BasketView } from '#shared/basket/basket-view';
import type { ProductKind } from '#shared/catalogue/product';
import { kindRequiresSignIn } from '#shared/catalogue/product-rules';
import { type AccountTypeId, isBusinessGroup } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { FormState } from '#shared/orders/order-client-state';
import type { CheckoutAccountType } from '#shared/orders/place-order-input';

// What the checkout decides from the basket and the visitor (spec sections 2, 4 and 6): who may go on
// as a guest, which account type a signed-in customer buys as, which product kinds the basket holds,
// and when the saved default invoice data fills the invoice form.

/** The distinct product kinds of the basket's lines. */
export const basketKinds = (basket: BasketView): ProductKind[] => [
  ...new Set(basket.lines.map((line) => line.kind)),
];

/** A guest may buy anything but Microsoft subscriptions, Open licences and IT services (spec section 6). */
export const guestMayCheckout = (kinds: readonly ProductKind[]): boolean => !kinds.some(kindRequiresSignIn);

/** A signed-in customer buys as their account: a business or partner account as a business. */
export const checkoutAccountTypeOf = (accountTypeId: AccountTypeId): CheckoutAccountType =>
  isBusinessGroup(accountTypeId) ? 'business' : 'private';

/** Account types whose saved default invoice data fills the invoice form (spec section 4): businesses. */
const copiesDefaultInvoiceFor: readonly CheckoutAccountType[] = ['business'];

const isEmpty = (form: FormState) => Object.values(form.data).every((value) => value.trim() === '');

/**
 * The invoice form the step starts with: the saved default invoice data, but only for a business
 * buyer and only into an empty form (what the buyer typed is never overwritten).
 */
export const invoiceFormWithDefault = (
  form: FormState,
  accountType: CheckoutAccountType | null,
  saved: CompanyInvoiceData | null,
): FormState => {
  if (!saved || accountType === null || !copiesDefaultInvoiceFor.includes(accountType) || !isEmpty(form)) {
    return form;
  }
  const data = Object.fromEntries(
    Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { data, valid: false };
};

/** Licences arrive as activation keys by e-mail; hardware, devices and services do not. */
const activationKeyKinds: readonly ProductKind[] = ['m365-subscription', 'open-licence', 'perpetual-licence'];

/** Whether the delivery step asks for the e-mail activation keys go to. */
export const hasActivationKeys = (kinds: readonly ProductKind[]): boolean =>
  kinds.some((kind) => activationKeyKinds.includes(kind));
