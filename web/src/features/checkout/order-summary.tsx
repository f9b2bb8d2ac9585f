import { FormattedMessage } from 'react-intl';
import type { BasketView } from '#shared/basket/basket-view';
import type { ShippingMethod } from '#shared/basket/shipping';
import { VatNote } from '../../lib/basket/vat-note';
import { useMoney } from '../../lib/use-money';

/** The figures the order is placed with: each line, the goods, the chosen delivery and the total. */
export const OrderSummary = ({ basket, method }: { basket: BasketView; method: ShippingMethod | null }) => {
  const money = useMoney(basket.currency);
  const shipping = basket.totals.shipping.find((option) => option.method === method);
  const total = basket.totals.gross + (shipping?.gross ?? 0);
  return (
    <section aria-labelledby="checkout-summary-figures" className="basket-totals">
      <h3 id="checkout-summary-figures">
        <FormattedMessage id="checkout.summary.figures" />
      </h3>
      <ul>
        {basket.lines.map((line) => (
          <li key={line.productId}>
            {line.name} × {line.quantity}: {money(line.gross)}
          </li>
        ))}
      </ul>
      <dl>
        <dt>
          <FormattedMessage id="basket.totals.net" />
        </dt>
        <dd>{money(basket.totals.net)}</dd>
        <dt>
          <FormattedMessage id="basket.totals.vat" />
        </dt>
        <dd>{money(basket.totals.vat)}</dd>
        {shipping && (
          <>
            <dt>
              <FormattedMessage id={`basket.shipping.${shipping.method}`} />
            </dt>
            <dd>
              {shipping.gross === 0 ? <FormattedMessage id="basket.shipping.free" /> : money(shipping.gross)}
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="checkout.summary.total" />
        </dt>
        <dd className="basket-totals__gross">{money(total)}</dd>
      </dl>
      <VatNote basket={basket} />
    </section>
  );
};
