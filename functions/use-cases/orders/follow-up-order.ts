import { basketTotals } from '#shared/basket/basket-totals';
import type { ProductKind } from '#shared/catalogue/product';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { orderExchangeRate } from '#shared/pricing/exchange-rates';
import { lineVatOf, supplyOf, vatTreatment } from '#shared/pricing/vat-treatment';
import type { Order } from '../../lib/table/orders';
import type { UnnumberedOrder } from './commit-numbered-order';

/** A line of a follow-up order, before its prices. */
export interface FollowUpLine {
  productId: string;
  name: string;
  kind: ProductKind;
  quantity: number;
  unitNet: number;
}

/**
 * An order the shop places for a customer without her, after one she placed (a free trial's next
 * month, a subscription's renewal): `lines` priced on the first order's basis (net for a business,
 * gross otherwise) by the basket's one rounding rule, each line at the VAT the rule table gives it for
 * the first order's buyer, nothing shipped, paid by card,
 * unpaid, `continues` naming the first order (so it records no new subscription); the business partner
 * who brought the customer (`partnerId`) is kept, and the use case lists the order under it too. Its
 * exchange rate is that of its own day, not the first order's: its invoice converts VAT at it.
 */
export const followUpOrder = (
  first: Order,
  {
    id,
    now,
    lines,
    shippingMethod,
  }: { id: string; now: Date; lines: readonly FollowUpLine[]; shippingMethod?: string },
): UnnumberedOrder => {
  const taxed = lines.map((line) => ({
    ...line,
    vatTreatment: lineVatOf(vatTreatment({ supply: supplyOf(line.kind), buyer: first.vatBuyer })),
  }));
  const totals = basketTotals({
    currency: first.currency,
    basis: first.details.accountType === 'business' ? 'net' : 'gross',
    lines: taxed.map(({ productId, quantity, unitNet, vatTreatment }) => ({
      productId,
      quantity,
      unitNet,
      vatRate: vatTreatment.rate,
    })),
    shippingNet: 0,
    shippingVatRate: 0,
  });
  const createdAt = now.toISOString();
  const {
    number: _,
    trialEndsAt: __,
    linkTokenHash: ___,
    financingDeclined: ____,
    shippingVat: _____,
    ...kept
  } = first;
  return {
    ...kept,
    id,
    status: 'unpaid',
    payment: 'waiting',
    createdAt,
    updatedAt: createdAt,
    lines: taxed.map((line, index) => ({
      ...line,
      total: totals.lines[index]?.total ?? { net: 0, vat: 0, gross: 0 },
    })),
    totals: {
      goods: totals.goods,
      discount: totals.discount,
      shipping: totals.shipping,
      total: totals.total,
    },
    discountCode: null,
    paymentMethod: paymentMethodIds.card,
    ...(shippingMethod ? { shippingMethod } : {}),
    exchangeRate: orderExchangeRate(first.currency, createdAt.slice(0, 10)),
    continues: first.id,
  };
};
