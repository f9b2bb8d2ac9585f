import { FormattedMessage, useIntl } from 'react-intl';
import type { BasketView } from '#shared/basket/basket-view';
import { serviceTerms } from '#shared/device-as-a-service/service-fee';
import { isFreeTrialLine } from '#shared/orders/payment-methods';
import { primaryBasis } from '#shared/pricing/display-price';
import { grossOfNet } from '#shared/pricing/vat';
import { Button } from '../../components/button';
import { ProductPicture } from '../../components/product-picture';
import { useCustomer } from '../../lib/session/use-customer';
import { useMoney } from '../../lib/use-money';
import { LineQuantity } from './line-quantity';

const columns = ['basket.lines.product', 'basket.lines.unitPrice', 'basket.quantity', 'basket.lines.value'];

/**
 * The basket's lines: product (with its notes: billing, discount, a first month's price or free trial,
 * delivery on demand), unit price and line value in the customer's basis, quantity, remove.
 */
export const BasketLines = ({
  basket,
  onQuantity,
  onRemove,
  onInvalidQuantity,
}: {
  basket: BasketView;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
  onInvalidQuantity: () => void;
}) => {
  const intl = useIntl();
  const amountOf = useMoney(basket.currency);
  const basis = primaryBasis(useCustomer().customerType);
  const money = (amount: number) =>
    intl.formatMessage({ id: `price.${basis}` }, { amount: amountOf(amount) });
  const afterFirstMonth = (net: number, vatRate: number) =>
    basis === 'net' ? net : grossOfNet(net, vatRate);
  // Wider than a phone: the table scrolls in its own region (reachable by keyboard), never the page.
  return (
    <section
      className="basket-lines-scroll"
      aria-label={intl.formatMessage({ id: 'basket.title' })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
    >
      <table className="basket-lines">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={column} />
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="basket.line.remove" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {basket.lines.map((line) => (
            <tr key={line.productId} data-product={line.productId}>
              <th scope="row">
                {line.image && (
                  <ProductPicture
                    image={line.image}
                    sizes="64px"
                    decorative
                    className="basket-lines__image"
                  />
                )}
                {line.name}
                {line.billing && (
                  <span className="basket-lines__note">
                    <FormattedMessage id={`basket.billing.${line.billing}`} />
                  </span>
                )}
                {line.kind === 'device-as-a-service' && (
                  <span className="basket-lines__note">
                    <FormattedMessage
                      id="basket.line.deviceAsAService"
                      values={{
                        months: intl.formatMessage(
                          { id: 'unit.months' },
                          { count: serviceTerms.minimumMonths },
                        ),
                      }}
                    />
                  </span>
                )}
                {line.promotional && (
                  <span className="basket-lines__note">
                    <FormattedMessage id="basket.line.promotional" />
                  </span>
                )}
                {line.afterFirstMonthNet !== undefined && (
                  <span className="basket-lines__note">
                    <FormattedMessage
                      id={isFreeTrialLine(line) ? 'basket.line.freeTrial' : 'basket.line.firstMonth'}
                      values={{
                        after: money(afterFirstMonth(line.afterFirstMonthNet, line.vatTreatment.rate)),
                      }}
                    />
                  </span>
                )}
                {line.onDemand && (
                  <span className="basket-lines__note">
                    <FormattedMessage id="basket.line.onDemand" />
                  </span>
                )}
              </th>
              <td data-label={intl.formatMessage({ id: 'basket.lines.unitPrice' })}>
                {money(basis === 'net' ? line.unitNet : line.unitGross)}
              </td>
              <td data-label={intl.formatMessage({ id: 'basket.quantity' })}>
                <LineQuantity
                  line={line}
                  onChange={(quantity) => onQuantity(line.productId, quantity)}
                  onInvalid={onInvalidQuantity}
                />
              </td>
              <td data-label={intl.formatMessage({ id: 'basket.lines.value' })}>{money(line[basis])}</td>
              <td className="basket-lines__remove">
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage({ id: 'basket.line.removeNamed' }, { name: line.name })}
                  onClick={() => onRemove(line.productId)}
                >
                  <FormattedMessage id="basket.line.remove" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
