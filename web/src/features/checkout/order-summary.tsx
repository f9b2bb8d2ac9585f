import { FormattedMessage } from 'react-intl';
import type { BasketView } from '#shared/basket/basket-view';
import type { ShippingMethod } from '#shared/basket/shipping';
import { SummaryTable, type SummaryTotal } from '../../components/summary-table';
import { VatNote } from '../../lib/basket/vat-note';
import { useMoney } from '../../lib/use-money';

const columns = [
  { label: 'orders.lines.product' },
  { label: 'orders.lines.quantity', numeric: true },
  { label: 'orders.lines.value', numeric: true },
] as const;

/**
 * The figures the order is placed with, as a table: each line, then the goods, the discount, the
 * chosen delivery, the total and the VAT in it (goods' and delivery's, as placement adds them up).
 */
export const OrderSummary = ({ basket, method }: { basket: BasketView; method: ShippingMethod | null }) => {
  const money = useMoney(basket.currency);
  const { totals } = basket;
  const shipping = totals.shipping.find((option) => option.method === method);
  const total = totals.gross + (shipping?.gross ?? 0);
  const rows: SummaryTotal[] = [
    { key: 'goods', label: <FormattedMessage id="orders.totals.goods" />, value: money(totals.gross) },
    ...(totals.discount.gross > 0
      ? [
          {
            key: 'discount',
            label: <FormattedMessage id="orders.totals.discount" />,
            value: `−${money(totals.discount.gross)}`,
          },
        ]
      : []),
    ...(shipping
      ? [
          {
            key: 'shipping',
            label: <FormattedMessage id={`basket.shipping.${shipping.method}`} />,
            value:
              shipping.gross === 0 ? <FormattedMessage id="basket.shipping.free" /> : money(shipping.gross),
          },
        ]
      : []),
    {
      key: 'total',
      label: <FormattedMessage id="checkout.summary.total" />,
      value: money(total),
      grand: true,
    },
    {
      key: 'vat',
      label: <FormattedMessage id="orders.totals.vat" />,
      value: money(totals.vat + (shipping?.vat ?? 0)),
    },
  ];
  return (
    <section aria-labelledby="checkout-summary-figures" className="checkout-summary">
      <h3 id="checkout-summary-figures">
        <FormattedMessage id="checkout.summary.figures" />
      </h3>
      <SummaryTable
        labelledBy="checkout-summary-figures"
        columns={columns}
        rows={basket.lines.map((line) => ({
          key: line.productId,
          cells: [line.name, line.quantity, money(line.gross)],
        }))}
        totals={rows}
      />
      <VatNote basket={basket} />
    </section>
  );
};
