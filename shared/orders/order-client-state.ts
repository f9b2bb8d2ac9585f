import * as z from 'zod/mini';
import { type ShippingMethod, shippingMethods } from '../basket/shipping';
import { type OrderConsent, orderConsents } from './order-consents';
import { checkoutAccountTypes } from './place-order-input';

// The order client state of spec section 3: what the checkout keeps between its steps, so a reload
// (the web persists it) loses nothing a shopper entered. Forms hold what their inputs hold, with their
// validity; what the server derives (countries, available payment methods, totals, shipping options)
// is read again, never kept. Changes go through `orderClientStateReducer`.

/** The checkout's steps, numbered from 1 (spec section 2): `currentStep` 1 is `account`. */
export const checkoutSteps = ['account', 'delivery', 'invoice', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Whose data the licence owner of an Open licence is; the spec's default is the authorization number. */
export const licenceOwnerSources = ['authorizationNumber', 'licenceOwnerData', 'invoiceDataCopy'] as const;

/** Existing subscription (`sub`, the default) or a new one (`sub-new`) for Microsoft 365 (spec section 3). */
export const tenantOptions = ['sub', 'sub-new'] as const;

const formSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    data: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2000))),
    valid: z.boolean(),
  }),
);
export type FormState = z.infer<typeof formSchema>;
const emptyForm = (): FormState => ({ data: {}, valid: false });

const guid = () => z.nullable(z.string().check(z.maxLength(128)));

export const orderClientStateSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    accountType: z.nullable(z.enum(checkoutAccountTypes)),
    /** The step shown, from 1. */
    currentStep: z.int().check(z.gte(1), z.lte(checkoutSteps.length)),
    /** The furthest step reached: the shopper may go back to any step up to it, never skip past it. */
    reachedStep: z.int().check(z.gte(1), z.lte(checkoutSteps.length)),
    shipping: z.strictObject({
      method: z.nullable(z.enum(shippingMethods)),
      contact: formSchema,
      delivery: formSchema,
      locker: formSchema,
      selectedAddressId: z.nullable(z.string().check(z.maxLength(64))),
    }),
    licenceOwner: z.strictObject({ source: z.enum(licenceOwnerSources), form: formSchema }),
    invoice: formSchema,
    paymentMethodId: z.nullable(z.int()),
    tenant: z.strictObject({
      option: z.enum(tenantOptions),
      subscriptionId: z.nullable(z.string().check(z.maxLength(64))),
      emails: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(254))),
    }),
    agreements: z.strictObject(
      Object.fromEntries(orderConsents.map((consent) => [consent, z.boolean()])) as Record<
        OrderConsent,
        z.ZodMiniBoolean
      >,
    ),
    realizations: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50)),
    renewPaymentGuid: guid(),
    repeatPaymentGuid: guid(),
  }),
);
export type OrderClientState = z.infer<typeof orderClientStateSchema>;

export const initialOrderClientState = (): OrderClientState => ({
  accountType: null,
  currentStep: 1,
  reachedStep: 1,
  shipping: {
    method: null,
    contact: emptyForm(),
    delivery: emptyForm(),
    locker: emptyForm(),
    selectedAddressId: null,
  },
  licenceOwner: { source: 'authorizationNumber', form: emptyForm() },
  invoice: emptyForm(),
  paymentMethodId: null,
  tenant: { option: 'sub', subscriptionId: null, emails: {} },
  agreements: Object.fromEntries(
    orderConsents.map((consent) => [consent, false]),
  ) as OrderClientState['agreements'],
  realizations: [],
  renewPaymentGuid: null,
  repeatPaymentGuid: null,
});

/** A persisted state read back after a reload; anything that does not parse starts afresh. */
export const restoreOrderClientState = (stored: unknown): OrderClientState => {
  const parsed = orderClientStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : initialOrderClientState();
};

type Forms = 'contact' | 'delivery' | 'locker';

export type OrderClientAction =
  | { type: 'goToStep'; step: number }
  | { type: 'completeStep' }
  | { type: 'chooseAccountType'; accountType: OrderClientState['accountType'] }
  | { type: 'setShippingForm'; form: Forms; state: FormState }
  | { type: 'chooseShipping'; method: ShippingMethod | null; selectedAddressId?: string | null }
  | { type: 'setLicenceOwner'; source: OrderClientState['licenceOwner']['source']; form: FormState }
  | { type: 'setInvoice'; state: FormState }
  | { type: 'choosePaymentMethod'; paymentMethodId: number }
  | { type: 'setTenant'; tenant: OrderClientState['tenant'] }
  | { type: 'setAgreement'; consent: OrderConsent; given: boolean }
  | { type: 'setRenewPaymentGuid'; guid: string }
  | { type: 'setRepeatPaymentGuid'; guid: string }
  | { type: 'orderPlaced'; realizationId: string }
  | { type: 'signedOut' };

/**
 * The one way the state changes (spec sections 3 and 4). Steps: back to any reached step, forward one
 * at a time. Setting the renew payment guid clears the repeat payment guid and the realizations, and
 * vice versa (the pay link `/platnosc/{guid}` sets the repeat one, `/odnow/{guid}/` the renew one). After an order everything starts afresh but the new
 * order's realization: the forms are cleared and every agreement is reset, the device-as-a-service
 * one as the spec says and the others so each order is consented to anew (the web empties the
 * basket and the discount code with it). Signing out starts afresh.
 */
export const orderClientStateReducer = (
  state: OrderClientState,
  action: OrderClientAction,
): OrderClientState => {
  switch (action.type) {
    case 'goToStep':
      return action.step >= 1 && action.step <= state.reachedStep
        ? { ...state, currentStep: action.step }
        : state;
    case 'completeStep': {
      const currentStep = Math.min(state.currentStep + 1, checkoutSteps.length);
      return { ...state, currentStep, reachedStep: Math.max(state.reachedStep, currentStep) };
    }
    case 'chooseAccountType':
      return { ...state, accountType: action.accountType };
    case 'setShippingForm':
      return { ...state, shipping: { ...state.shipping, [action.form]: action.state } };
    case 'chooseShipping':
      return {
        ...state,
        shipping: {
          ...state.shipping,
          method: action.method,
          selectedAddressId: action.selectedAddressId ?? state.shipping.selectedAddressId,
        },
      };
    case 'setLicenceOwner':
      return { ...state, licenceOwner: { source: action.source, form: action.form } };
    case 'setInvoice':
      return { ...state, invoice: action.state };
    case 'choosePaymentMethod':
      return { ...state, paymentMethodId: action.paymentMethodId };
    case 'setTenant':
      return { ...state, tenant: action.tenant };
    case 'setAgreement':
      return { ...state, agreements: { ...state.agreements, [action.consent]: action.given } };
    case 'setRenewPaymentGuid':
      return { ...state, renewPaymentGuid: action.guid, repeatPaymentGuid: null, realizations: [] };
    case 'setRepeatPaymentGuid':
      return { ...state, repeatPaymentGuid: action.guid, renewPaymentGuid: null, realizations: [] };
    case 'orderPlaced':
      return { ...initialOrderClientState(), realizations: [action.realizationId] };
    case 'signedOut':
      return initialOrderClientState();
  }
};
