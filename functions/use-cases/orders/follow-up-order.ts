import { basketTotals } from '#shared/basket/basket-totals';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { orderExchangeRate } from '#shared/pricing/exchange-rates';
import type { Order } from '../../lib/table/orders';
import type { UnnumberedOrder } from './commit-numbered-order';

/** A line of a follow-up order, before its prices. */
export interface FollowUpLine {
  productId: string;
  name: string;
  kind: string;
  quantity: number;
  unitNet: number;
}

/**
 * An order the shop places for a customer without her, after one she placed (a free trial's next
 * month, a subscription's renewal): `lines` priced on the first order's basis (net for a business,
 * gross otherwise) by the basket's one rounding rule at its VAT rate, nothing shipped, paid by card,
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
  const totals = basketTotals({
    currency: first.currency,
    basis: first.details.accountType === 'business' ? 'net' : 'gross',
    vatRate: first.vatRate,
    lines: lines.map(({ productId, quantity, unitNet }) => ({ productId, quantity, unitNet })),
    shippingNet: 0,
  });
  const createdAt = now.toISOString();
  const { number: _, trialEndsAt: __, linkTokenHash: ___, financingDeclined: ____, ...kept } = first;
  return {
    ...kept,
    id,
    status: 'unpaid',
    payment: 'waiting',
    createdAt,
    updatedAt: createdAt,
    lines: lines.map((line, index) => ({
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
