import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '#shared/locale';
import { type InvoicePaymentMethod, invoicePaymentMethodsIn } from '#shared/payments/invoice-payment-methods';
import { Button } from '../../components/button';
import type { PaymentStarter } from '../../lib/payments/payment-api';
import { startInvoicePayment } from './api/invoice-payment-api';
import { BlikCodeForm } from './blik-code-form';
import { paymentAttemptKey } from './payment-attempt';
import { RedirectToProvider } from './redirect-to-provider';

/** The session-storage scope of an invoice's payment attempts (an order's is its id). */
export const invoiceAttemptOf = (guid: string) => `invoice:${guid}`;

/**
 * How an unpaid invoice is paid on its pay link: the online methods of its currency; BLIK's code here,
 * any other on the provider's page (its start sends the browser there). `refusal` says why the last
 * payment failed.
 */
export const InvoicePayForm = ({
  guid,
  currency,
  refusal,
  onStarted,
}: {
  guid: string;
  currency: Currency;
  refusal: string | undefined;
  onStarted: (paymentId: string) => void;
}) => {
  const intl = useIntl();
  const methods = invoicePaymentMethodsIn(currency);
  const [method, setMethod] = useState<InvoicePaymentMethod | undefined>(methods[0]);
  const [redirecting, setRedirecting] = useState(false);
  const start: PaymentStarter = (input, key) => startInvoicePayment(guid, input, key);
  const attemptOf = invoiceAttemptOf(guid);

  if (redirecting && method && method !== 'blik')
    return (
      <RedirectToProvider
        start={start}
        method={method}
        attemptKey={paymentAttemptKey(sessionStorage, attemptOf)}
      />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRedirecting(true);
  };
  return (
    <>
      <fieldset className="invoice-pay__methods">
        <legend>
          <FormattedMessage id="payments.invoice.choose" />
        </legend>
        {methods.map((option) => (
          <label key={option} className="consent">
            <input
              type="radio"
              name="invoicePaymentMethod"
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            {intl.formatMessage({ id: `payment.method.${option}` })}
          </label>
        ))}
      </fieldset>
      {method === 'blik' ? (
        <BlikCodeForm attemptOf={attemptOf} start={start} refusal={refusal} onStarted={onStarted} />
      ) : (
        <form onSubmit={submit}>
          {refusal && (
            <p role="alert" className="form-alert">
              <FormattedMessage id={refusal} />
            </p>
          )}
          <Button type="submit" disabled={!method}>
            <FormattedMessage id="payments.invoice.pay" />
          </Button>
        </form>
      )}
    </>
  );
};
