import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { returnableOf } from '#shared/orders/part-return';
import { useMoney } from '../../lib/use-money';
import { StaffSection, StaffTable } from './staff-section';

const columns = [
  'staff.lines.product',
  'staff.lines.quantity',
  'staff.lines.unitNet',
  'staff.lines.net',
  'staff.lines.vat',
  'staff.lines.gross',
];

/** What was ordered with its VAT: each line's case and rate as placed, then the totals. */
export const OrderLinesTable = ({ order }: { order: OrderView }) => {
  const intl = useIntl();
  const money = useMoney(order.currency);
  const { totals } = order;
  const left = returnableOf(order);
  const rate = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <StaffSection title="staff.lines.title">
      <StaffTable columns={columns} className="staff-lines">
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">
                {line.name}
                <small>{line.productId}</small>
              </th>
              <td className="staff-number">
                {line.quantity}
                {line.quantity - (left.get(line.productId) ?? line.quantity) > 0 && (
                  <small>
                    <FormattedMessage
                      id="staff.lines.returned"
                      values={{ count: line.quantity - (left.get(line.productId) ?? line.quantity) }}
                    />
                  </small>
                )}
              </td>
              <td className="staff-number">{money(line.unitNet)}</td>
              <td className="staff-number">{money(line.total.net)}</td>
              <td className="staff-number">
                {money(line.total.vat)}
                <small>
                  {rate(line.vatTreatment.rate / 10_000)}{' '}
                  <FormattedMessage id={`staff.vatCase.${line.vatTreatment.case}`} />
                  {line.vatTreatment.country && ` ${line.vatTreatment.country}`}
                </small>
              </td>
              <td className="staff-number">{money(line.total.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.discount.gross > 0 && (
            <tr>
              <th scope="row" colSpan={5}>
                <FormattedMessage id="staff.totals.discount" values={{ code: order.discountCode ?? '' }} />
              </th>
              <td className="staff-number">−{money(totals.discount.gross)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={5}>
              <FormattedMessage id="staff.totals.shipping" />
            </th>
            <td className="staff-number">{money(totals.shipping.gross)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              <FormattedMessage id="staff.totals.total" />
            </th>
            <td className="staff-number">{money(totals.total.net)}</td>
            <td className="staff-number">{money(totals.total.vat)}</td>
            <td className="staff-number">
              <strong>{money(totals.total.gross)}</strong>
            </td>
          </tr>
        </tfoot>
      </StaffTable>
    </StaffSection>
  );
};
