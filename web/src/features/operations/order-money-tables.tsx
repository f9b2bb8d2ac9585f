import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '#shared/locale';
import { formatMoney } from '#shared/money';
import type { StaffOrderInvoice, StaffOrderPayment } from '#shared/orders/staff-order-detail';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { useLanguage } from '../../lib/language-context';
import { useAction } from '../../lib/use-action';
import { staffInvoiceLink } from './api/staff-orders-api';
import { StaffSection, StaffTable } from './staff-section';

/** A message naming an amount (minor units of `currency`), in the page's format. */
const MoneyNote = ({ id, amount, currency }: { id: string; amount: number; currency: Currency }) => (
  <FormattedMessage id={id} values={{ amount: formatMoney({ amount, currency }, useLanguage()) }} />
);

const paymentColumns = [
  'staff.payments.method',
  'staff.payments.amount',
  'staff.payments.state',
  'staff.payments.started',
  'staff.payments.settled',
];

/** Every payment started for the order: settled, waiting, expired, a surplus, refunds. */
export const OrderPaymentsTable = ({ payments }: { payments: StaffOrderPayment[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  const when = (at: string | undefined) =>
    at ? intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' }) : '–';
  return (
    <StaffSection title="staff.payments.title" empty={payments.length === 0 && 'staff.payments.none'}>
      <StaffTable columns={paymentColumns}>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId} data-payment={payment.paymentId} data-state={payment.state}>
              <th scope="row">
                <FormattedMessage id={`payment.method.${payment.method}`} />
              </th>
              <td className="staff-number">
                {formatMoney({ amount: payment.amount, currency: payment.currency }, language)}
              </td>
              <td>
                <FormattedMessage id={`staff.paymentState.${payment.state}`} />
                {payment.surplus && (
                  <small>
                    <FormattedMessage id="staff.payments.surplus" />
                  </small>
                )}
                {payment.refundedAmount !== undefined && (
                  <small>
                    <MoneyNote
                      id="staff.payments.refunded"
                      amount={payment.refundedAmount}
                      currency={payment.currency}
                    />
                  </small>
                )}
                {payment.refundAsked && payment.state !== 'refunded' && (
                  <small>
                    <FormattedMessage id="staff.payments.refundAsked" />
                  </small>
                )}
              </td>
              <td>{when(payment.createdAt)}</td>
              <td>{when(payment.settledAt)}</td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </StaffSection>
  );
};

const invoiceColumns = [
  'staff.invoices.number',
  'staff.invoices.kind',
  'staff.invoices.issued',
  'staff.invoices.gross',
  'staff.invoices.ksef',
  'staff.invoices.pdf',
];

const InvoicePdf = ({ invoice }: { invoice: StaffOrderInvoice }) => {
  const { busy, failure, run } = useAction();
  return (
    <>
      <Button
        variant="quiet"
        busy={busy}
        onClick={() =>
          void run(async () => {
            window.location.assign((await staffInvoiceLink(invoice.invoiceId)).url);
          })
        }
      >
        <FormattedMessage id="staff.invoices.open" values={{ number: invoice.number }} />
      </Button>
      <AlertMessage id={failure} />
    </>
  );
};

/** The invoices issued for the order (its VAT invoice, KORs correcting it) with KSeF's state and the PDF. */
export const OrderInvoicesTable = ({ invoices }: { invoices: StaffOrderInvoice[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <StaffSection title="staff.invoices.title" empty={invoices.length === 0 && 'staff.invoices.none'}>
      <StaffTable columns={invoiceColumns}>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId} data-invoice={invoice.invoiceId}>
              <th scope="row">{invoice.number}</th>
              <td>{invoice.kind}</td>
              <td>{intl.formatDate(invoice.issuedAt, { dateStyle: 'short' })}</td>
              <td className="staff-number">
                {formatMoney({ amount: invoice.gross, currency: invoice.currency }, language)}
                {invoice.correctedGross !== undefined && (
                  <small>
                    <MoneyNote
                      id="staff.invoices.corrected"
                      amount={invoice.correctedGross}
                      currency={invoice.currency}
                    />
                  </small>
                )}
              </td>
              <td>
                {invoice.ksef ? (
                  <>
                    <FormattedMessage id={`staff.ksef.${invoice.ksef.status}`} />
                    {invoice.ksef.number && <small>{invoice.ksef.number}</small>}
                  </>
                ) : (
                  '–'
                )}
              </td>
              <td>
                <InvoicePdf invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </StaffSection>
  );
};
