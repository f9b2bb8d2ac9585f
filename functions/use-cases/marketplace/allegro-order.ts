import type { Buyer } from '#shared/basket/buyer-vat';
import type { Product } from '#shared/catalogue/product';
import { type CompanyCountry, isCompanyCountry } from '#shared/identity/company-countries';
import { splitStreetLine, tidyText } from '#shared/identity/street-line';
import { type Currency, currencies, type Language } from '#shared/locale';
import type { DeliveryAddress } from '#shared/orders/delivery-address';
import { orderConsentsSchema } from '#shared/orders/order-consents';
import type { OrderLine } from '#shared/orders/order-view';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import type { PlaceOrderInput } from '#shared/orders/place-order-input';
import { orderExchangeRate } from '#shared/pricing/exchange-rates';
import type { PriceLine } from '#shared/pricing/price-list';
import { netOfGross } from '#shared/pricing/vat';
import {
  type LineVat,
  lineVatOf,
  shippedSupplyOf,
  supplyOf,
  vatTreatment,
} from '#shared/pricing/vat-treatment';
import type { AllegroAddress, CheckoutForm, CheckoutFormLine } from '../../lib/allegro/port';
import type { Order } from '../../lib/table/orders';

// An Allegro checkout form as the shop's order (issue 39 part 2): the buyer's prices as Allegro
// charged them (gross, the line's VAT contained in them by the rule table's case for that buyer and
// delivery), the delivery as courier or parcel locker, the invoice's company when the buyer asked for
// one, payment method 8. Each line's offer must carry the shop's product id as its own id at Allegro
// (`external.id`), and the product must be one a marketplace sells (goods and licence keys: nothing
// that needs a tenant, an agreement or a contract); otherwise the form is a problem kept for the staff.

/** Why a form cannot become an order as it is: kept for the staff with what they need to fix it. */
export type MarketplaceProblem =
  | {
      reason: 'unknown_offer';
      offers: { offerId: string; offerName: string; externalId?: string }[];
    }
  | { reason: 'not_sold_on_marketplace'; productIds: string[] }
  | { reason: 'unsupported_currency'; currency: string };

/** The order from the form, before its number and the stock it takes. */
export type MarketplaceOrder = Omit<Order, 'number'>;

/** The kinds a marketplace buyer can be given: shipped goods and licence keys sent by e-mail. */
const soldOnMarketplace = new Set<Product['kind']>(['hardware', 'perpetual-licence']);

/** Allegro's marketplaces' countries, in the language the shop writes to their buyers. */
const languageOfCountry: Partial<Record<string, Language>> = { PL: 'pl', CZ: 'cs', HU: 'hu' };

const isCurrency = (code: string): code is Currency => (currencies as readonly string[]).includes(code);

const lineOf = (gross: number, rate: number): PriceLine => {
  const net = netOfGross(gross, rate);
  return { net, vat: gross - net, gross };
};

const plus = (a: PriceLine, b: PriceLine): PriceLine => ({
  net: a.net + b.net,
  vat: a.vat + b.vat,
  gross: a.gross + b.gross,
});

const none: PriceLine = { net: 0, vat: 0, gross: 0 };

/** A country the shop's address forms know; Poland for anything else (Allegro sells within its markets). */
const countryOf = (code: string | undefined): CompanyCountry => (isCompanyCountry(code) ? code : 'PL');

/** A street line split into street, building and flat; the whole line as the street when it cannot be. */
const streetFields = (line: string) => {
  const split = splitStreetLine(line);
  return split
    ? { street: split.street || tidyText(line), building: split.building, flat: split.flat }
    : { street: tidyText(line), building: '', flat: undefined };
};

const contactOf = (form: CheckoutForm): DeliveryAddress => {
  const { buyer, delivery } = form;
  const address: AllegroAddress | undefined = delivery.address ?? form.invoice.address;
  const street = streetFields(address?.street ?? '');
  return {
    country: countryOf(address?.countryCode),
    firstName: address?.firstName ?? buyer.firstName ?? buyer.login,
    surname: address?.lastName ?? buyer.lastName ?? '',
    phone: address?.phoneNumber ?? buyer.phoneNumber ?? '',
    email: buyer.email,
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    street: street.street,
    buildingNumber: street.building,
    flatNumber: street.flat,
  };
};

const companyInvoiceOf = (form: CheckoutForm): PlaceOrderInput['invoice'] => {
  const { company, address } = form.invoice;
  if (!form.invoice.required || !company?.taxId || !address) return undefined;
  const country = countryOf(address.countryCode);
  const street = streetFields(address.street);
  return {
    country,
    taxNumber: company.taxId.replace(/^[A-Z]{2}/u, '').replace(/[\s-]/gu, ''),
    companyName: company.name,
    companyZipCode: address.zipCode,
    companyCity: address.city,
    companyStreet: street.street,
    companyBuildingNumber: street.building,
    companyFlatNumber: street.flat,
  };
};

/** The offers whose product the shop does not know, or which are not the shop's to sell there. */
const problemOf = (form: CheckoutForm, products: ReadonlyMap<string, Product>): MarketplaceProblem | null => {
  const unknown = form.lineItems.filter((line) => !line.externalId || !products.has(line.externalId));
  if (unknown.length > 0)
    return {
      reason: 'unknown_offer',
      offers: unknown.map(({ offerId, offerName, externalId }) => ({
        offerId,
        offerName,
        ...(externalId ? { externalId } : {}),
      })),
    };
  const notSold = form.lineItems
    .map((line) => products.get(line.externalId ?? ''))
    .filter((product): product is Product => product !== undefined && !soldOnMarketplace.has(product.kind));
  if (notSold.length > 0) return { reason: 'not_sold_on_marketplace', productIds: notSold.map((p) => p.id) };
  if (!isCurrency(form.totalToPay.currency))
    return { reason: 'unsupported_currency', currency: form.totalToPay.currency };
  return null;
};

const orderLineOf = (
  line: CheckoutFormLine,
  product: Product,
  vat: LineVat,
  language: Language,
): OrderLine => ({
  productId: product.id,
  name: product.texts[language]?.name ?? product.texts.pl.name,
  kind: product.kind,
  quantity: line.quantity,
  unitNet: netOfGross(line.price.amount, vat.rate),
  total: lineOf(line.price.amount * line.quantity, vat.rate),
  vatTreatment: vat,
});

/**
 * Input: the checkout form, the products its offers name (by id), the new order's id and the time.
 * Output: the order (status to send; its payment done when Allegro says the buyer paid, waiting for
 * cash on delivery), or the problem that keeps it from being one. Its prices are Allegro's: the lines
 * at the unit price paid, the delivery at its cost, and anything Allegro took off the total (a coupon)
 * as the order's discount, so the order's total is what the buyer paid.
 */
export const allegroOrderOf = (
  form: CheckoutForm,
  products: ReadonlyMap<string, Product>,
  id: string,
  now: Date,
): { ok: true; order: MarketplaceOrder } | { ok: false; problem: MarketplaceProblem } => {
  const problem = problemOf(form, products);
  if (problem) return { ok: false, problem };
  const currency = form.totalToPay.currency as Currency;
  const contact = contactOf(form);
  const invoice = companyInvoiceOf(form);
  const buyer: Buyer = {
    country: invoice?.country ?? contact.country,
    kind: invoice ? 'business' : 'consumer',
    vatIdConfirmed: false,
  };
  const language = languageOfCountry[contact.country] ?? 'pl';
  const lined = form.lineItems.map((line) => {
    const product = products.get(line.externalId ?? '') as Product;
    const vat = lineVatOf(
      vatTreatment({ supply: supplyOf(product.kind), buyer, deliveryCountry: contact.country }),
    );
    return orderLineOf(line, product, vat, language);
  });
  const shippedSupply = shippedSupplyOf(lined.map((line) => line.kind));
  const shippingVat = shippedSupply
    ? lineVatOf(vatTreatment({ supply: shippedSupply, buyer, deliveryCountry: contact.country }))
    : undefined;
  const goods = lined.reduce((sum, line) => plus(sum, line.total), none);
  const shipping = shippingVat ? lineOf(form.delivery.cost.amount, shippingVat.rate) : none;
  const taken = goods.gross + shipping.gross - form.totalToPay.amount;
  const discount = taken > 0 ? lineOf(taken, lined[0]?.vatTreatment.rate ?? 0) : none;
  const locker = form.delivery.pickupPoint;
  const shippingMethod = !shippedSupply ? 'electronic' : locker ? 'parcel-locker' : 'courier';
  const createdAt = now.toISOString();
  const paid = form.payment?.finishedAt !== undefined;
  return {
    ok: true,
    order: {
      id,
      owner: { kind: 'guest' },
      status: 'toSend',
      payment: paid ? 'done' : 'waiting',
      createdAt,
      updatedAt: createdAt,
      email: form.buyer.email,
      language,
      currency,
      vatBuyer: buyer,
      ...(shippingVat ? { shippingVat } : {}),
      ...(invoice ? { vatId: `${invoice.country}${invoice.taxNumber}` } : {}),
      exchangeRate: orderExchangeRate(currency, createdAt.slice(0, 10)),
      lines: lined,
      totals: {
        goods,
        discount,
        shipping,
        total: {
          net: goods.net + shipping.net - discount.net,
          vat: goods.vat + shipping.vat - discount.vat,
          gross: goods.gross + shipping.gross - discount.gross,
        },
      },
      discountCode: null,
      paymentMethod: paymentMethodIds.marketplace,
      shippingMethod,
      details: {
        basketVersion: 'allegro',
        accountType: invoice ? 'business' : 'guest',
        contact,
        shippingMethod,
        ...(locker && shippedSupply ? { parcelLockerId: locker.id } : {}),
        ...(invoice ? { invoice } : {}),
        paymentMethodId: paymentMethodIds.marketplace,
        // The buyer accepted Allegro's terms; nothing the shop sells there needs another consent.
        consents: orderConsentsSchema.parse({ terms: true, privacy: true }),
      },
      ...(locker && shippedSupply
        ? {
            parcelLocker: {
              id: locker.id,
              address: locker.street,
              zipCode: locker.zipCode,
              city: locker.city,
            },
          }
        : {}),
      marketplace: {
        marketplace: 'allegro',
        orderId: form.id,
        buyerLogin: form.buyer.login,
        lineIds: form.lineItems.map((line) => line.id),
      },
    },
  };
};
