import { createHash } from 'node:crypto';
import { maxLineQuantity } from '#shared/basket/basket';
import { basketTotals, type PricedLine } from '#shared/basket/basket-totals';
import type { BasketLineView, BasketMessageView, BasketView } from '#shared/basket/basket-view';
import { type BasketVat, basketVatOf } from '#shared/basket/buyer-vat';
import type { DiscountCode } from '#shared/basket/discount-codes';
import { type ShippingMethod, shippingMethodsFor, shippingPrices } from '#shared/basket/shipping';
import { localized } from '#shared/catalogue/localized';
import type { Product } from '#shared/catalogue/product';
import { imageView } from '#shared/catalogue/product-images';
import type { Currency } from '#shared/locale';
import { primaryBasis } from '#shared/pricing/display-price';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { type PriceLine, type PriceList, type ProductPrices, priceListFor } from '#shared/pricing/price-list';
import { grossOfNet } from '#shared/pricing/vat';
import {
  lineVatOf,
  type Supply,
  shippedSupplyOf,
  supplyOf,
  type VatTreatment,
  vatTreatment,
} from '#shared/pricing/vat-treatment';
import type { BasketState } from '../../lib/table/baskets';
import type { ProductsWithStock } from '../../lib/table/stock';
import type { BasketBuyer } from './basket-buyer';
import type { BuyerVatTerms } from './buyer-vat-terms';

/** The answer's shape lives in shared/ (the site reads it too); placement names it from here. */
export type { BasketView } from '#shared/basket/basket-view';

// The basket as every basket route answers it (shared/basket/basket-view.ts): prices computed here, on
// the server, from the catalogue's product items in the shopper's currency, each line at the VAT the rule
// table gives its supply for this buyer and delivery, through the totals of shared/basket. Nothing a
// client sent is priced.

export interface BasketViewInput {
  buyer: BasketBuyer;
  /** Who the VAT is for and what VIES answered (buyer-vat-terms.ts). */
  vat: BuyerVatTerms;
  /** After the rules: every line's product is in `catalogue`. */
  state: BasketState;
  catalogue: ProductsWithStock;
  /** The basket's code, accepted for it; undefined without one. */
  discount: DiscountCode | undefined;
  messages: BasketMessageView[];
  now: Date;
}

const versionOf = (
  currency: Currency,
  lines: readonly BasketLineView[],
  total: PriceLine,
  vat: BasketVat,
): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        currency,
        total,
        vat.treatment,
        'check' in vat ? vat.check.vatId : null,
        lines.map((line) => [
          line.productId,
          line.quantity,
          line.unitNet,
          line.vatTreatment.case,
          line.vatTreatment.rate,
          line.net,
          line.gross,
        ]),
      ]),
    )
    .digest('base64url')
    .slice(0, 22);

/** The legal notes of the treatments, each once, in the order first met. */
const notesOf = (treatments: readonly VatTreatment[]): string[] => [
  ...new Set(treatments.flatMap(({ note }) => (note ? [note] : []))),
];

/** A line's price from the second month on, when its first month is introductory (a free trial's is 0). */
const afterFirstMonthOf = ({ firstMonth, afterFirstMonth }: PriceList) =>
  firstMonth && afterFirstMonth ? { afterFirstMonthNet: afterFirstMonth.net } : {};

export const basketView = ({
  buyer,
  vat,
  state,
  catalogue,
  discount,
  messages,
  now,
}: BasketViewInput): BasketView => {
  const { accountTypeId, shopper, deliveryCountry } = buyer;
  const { currency } = shopper;
  const basketVat = basketVatOf(vat.check);
  const treatmentOf = (supply: Supply): VatTreatment =>
    vatTreatment({ supply, buyer: vat.buyer, ...(deliveryCountry ? { deliveryCountry } : {}) });
  // Only the nets of the price lists are read here; each line's VAT is its treatment's.
  const priceContext = { vatRate: 0, rateTables: exchangeRateTables, day: now.toISOString().slice(0, 10) };
  const priceListOf = (prices: ProductPrices) => priceListFor(prices, currency, priceContext);
  /** What a unit costs now: a subscription with an introductory first month is paid at that price first. */
  const unitNetOf = (prices: ProductPrices) => {
    const list = priceListOf(prices);
    return (list.firstMonth ?? list.price).net;
  };

  const products = state.basket.lines.map(({ productId }) => {
    const product = catalogue.products.get(productId);
    if (!product) throw new Error(`basket line ${productId} has no product after the rules`);
    return product;
  });
  const treatments = products.map((product) => treatmentOf(supplyOf(product.kind)));
  const shippedSupply = shippedSupplyOf(products.map((product) => product.kind));
  const shippingTreatment = shippedSupply ? treatmentOf(shippedSupply) : undefined;
  const priced: PricedLine[] = state.basket.lines.map((line, index) => ({
    ...line,
    unitNet: unitNetOf((products[index] as Product).prices),
    vatRate: treatments[index]?.rate ?? 0,
  }));
  const totalsBy = (method: ShippingMethod) =>
    basketTotals({
      currency,
      basis: primaryBasis(accountTypeId),
      lines: priced,
      ...(discount ? { discount } : {}),
      shippingNet: unitNetOf(shippingPrices[method]),
      shippingVatRate: shippingTreatment?.rate ?? 0,
    });
  const byMethod = shippingMethodsFor(products).map((method) => ({ method, totals: totalsBy(method) }));
  // The goods' totals do not depend on the method: the first method's computation gives them.
  const totals = byMethod[0]?.totals ?? totalsBy('electronic');

  const lines = totals.lines.map((line, index): BasketLineView => {
    const product = products[index] as Product;
    const unitNet = priced[index]?.unitNet ?? 0;
    const treatment = treatments[index] as VatTreatment;
    return {
      productId: line.productId,
      name: localized(product.texts, shopper.language).name,
      ...(product.images?.[0] ? { image: imageView(product.images[0], shopper.language) } : {}),
      kind: product.kind,
      ...(product.kind === 'm365-subscription' ? { billing: product.billing } : {}),
      quantity: line.quantity,
      maxQuantity: Math.min(maxLineQuantity, catalogue.units.get(line.productId) ?? maxLineQuantity),
      unitNet,
      unitGross: grossOfNet(unitNet, treatment.rate),
      ...line.total,
      vatTreatment: lineVatOf(treatment),
      promotional: discount?.productIds.includes(line.productId) ?? false,
      ...afterFirstMonthOf(priceListOf(product.prices)),
      ...(product.availability.state === 'on-demand' ? { onDemand: true as const } : {}),
    };
  });
  return {
    lines,
    currency,
    totals: {
      ...totals.goods,
      discount: totals.discount,
      toFreeShipping: totals.toFreeShipping,
      shipping: byMethod.map(({ method, totals: { shipping } }) => ({ method, ...shipping })),
    },
    discount: state.basket.discountCode === undefined ? null : { code: state.basket.discountCode },
    consents: state.consents,
    messages,
    vat: basketVat,
    vatBuyer: vat.buyer,
    ...(shippingTreatment ? { shippingVat: lineVatOf(shippingTreatment) } : {}),
    vatNotes: notesOf([...treatments, ...(shippingTreatment ? [shippingTreatment] : [])]),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    version: versionOf(currency, lines, totals.goods, basketVat),
  };
};
