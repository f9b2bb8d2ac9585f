import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceSummary } from '#shared/invoices/invoice-list';
import { formatMoney } from '#shared/money';
import { Description, DescriptionList } from '../../components/description-list';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useInvoicePayment, useInvoiceSummary } from './api/invoice-payment-api';
import { InvoicePayForm } from './invoice-pay-form';

/** The payment the provider's return names (`?payment=`), which the page follows. */
const returnedPayment = () => new URLSearchParams(window.location.search).get('payment') ?? undefined;

/** What the invoice's status says of paying it: spec section 3, 1 cancelled, 2 unpaid, 3 paid, 4 overpaid. */
const Settled = ({ summary }: { summary: InvoiceSummary }) => (
  <p role="status" className="invoice-pay__settled">
    <FormattedMessage
      id={summary.status === 1 ? 'payments.invoice.cancelled' : 'payments.invoice.paid'}
      values={{ number: summary.number }}
    />
  </p>
);

const InvoiceFacts = ({ summary }: { summary: InvoiceSummary }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <DescriptionList className="payment-facts">
      <Description term="invoices.number">{summary.number}</Description>
      <Description term="payments.invoice.amountToPay">
        <strong>{formatMoney({ amount: summary.amountToPay, currency: summary.currency }, language)}</strong>
      </Description>
      <Description term="invoices.dueDate">
        {intl.formatDate(summary.dueDate, { dateStyle: 'long', timeZone: 'UTC' })}
      </Description>
    </DescriptionList>
  );
};

/**
 * The unpaid invoice's payment: the method form, or while a payment started here (or the provider's
 * return `?payment=`) waits, "waiting for the payment" read again every few seconds; paid → the
 * summary read again (it turns paid); refused or expired → the refusal and the form again.
 */
const UnpaidInvoice = ({
  guid,
  summary,
  onPaid,
}: {
  guid: string;
  summary: InvoiceSummary;
  onPaid: () => void;
}) => {
  const [attempt, setAttempt] = useState<{ paymentId?: string; refusal?: string }>(() => ({
    paymentId: returnedPayment(),
  }));
  const { data: payment } = useInvoicePayment(guid, attempt.paymentId);
  const state = payment?.paymentId === attempt.paymentId ? payment?.state : undefined;
  useEffect(() => {
    if (state === 'paid') onPaid();
    if (state === 'failed' || state === 'expired') setAttempt({ refusal: 'error.payment_declined' });
  }, [state, onPaid]);

  return (
    <>
      <InvoiceFacts summary={summary} />
      {attempt.paymentId ? (
        <p aria-busy="true" role="status" data-payment={attempt.paymentId}>
          <FormattedMessage id={state === 'paid' ? 'payments.state.paid' : 'payments.blik.waiting'} />
        </p>
      ) : (
        <InvoicePayForm
          guid={guid}
          currency={summary.currency}
          refusal={attempt.refusal}
          onStarted={(paymentId) => setAttempt({ paymentId })}
        />
      )}
    </>
  );
};

/**
 * `/platnosc/{invoiceGuid}` (spec sections 2, 3, 8): anyone with an invoice's
 * unguessable pay link pays what is left to pay on it online (BLIK here, transfer, card or Google Pay on
 * the provider's page) and comes back here to see it paid; a paid or overpaid invoice says so, a
 * cancelled one (corrected to zero) that it cannot be paid; an unknown guid is the not-found page, with
 * no hint.
 */
export const InvoicePaymentPage = ({ guid }: { guid: string }) => {
  const intl = useIntl();
  const [awaitingBooking, setAwaitingBooking] = useState(false);
  const { data: summary, error, mutate } = useInvoiceSummary(guid, awaitingBooking);
  const title = intl.formatMessage({ id: 'payments.invoice.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: title,
    noindex: true,
  });

  if (error?.code === 'invoice_not_found') return <NotFoundPage />;
  if (error && !summary) return <ErrorPage onRetry={() => void mutate()} />;
  return (
    <section className="invoice-pay">
      <h1>{title}</h1>
      {!summary ? (
        <p aria-busy="true" className="loading" />
      ) : summary.status === 2 && summary.amountToPay > 0 ? (
        <UnpaidInvoice guid={guid} summary={summary} onPaid={() => setAwaitingBooking(true)} />
      ) : (
        <Settled summary={summary} />
      )}
    </section>
  );
};
