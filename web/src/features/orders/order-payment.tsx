import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paymentPromptOf } from '#shared/orders/online-payment';
import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { Description, DescriptionList } from '../../components/description-list';
import { useLanguage } from '../../lib/language-context';
import type { OrderReader } from '../../lib/orders/order-read';
import { usePayment } from '../../lib/payments/payment-api';
import { redirectionLink } from '../../lib/payments/payment-links';
import { TransferDetails } from './transfer-details';

/**
 * The order status page's payment part: the method the order is paid with (so the part always says
 * something), the state of the payment the buyer returned
 * from (`?payment=`; waiting, paid or failed), read again on every live change of the order and polled
 * while it waits, and "pay now" (a repeat payment through the redirection page) while the order waits
 * for an online payment; a free trial's end, a note on what else the payment waits for; the transfer to
 * make for an order paid by the buyer's own transfer (`TransferDetails`). Neither note
 * nor "pay now" once the returned payment reads paid (`paymentPromptOf`, shared/orders/online-payment.ts).
 */
export const OrderPayment = ({
  reader,
  order,
  paymentId,
  liveChanges,
}: {
  reader: OrderReader;
  order: OrderView;
  paymentId: string | undefined;
  /** Counts the order's live changes: each one reads the payment again. */
  liveChanges: number;
}) => {
  const language = useLanguage();
  const { data: payment, mutate } = usePayment(reader, paymentId);
  const { wait, payWith } = paymentPromptOf(order, payment?.state);
  const method = paymentMethodOfId(order.paymentMethod);
  const intl = useIntl();
  useEffect(() => {
    if (liveChanges > 0) void mutate();
  }, [liveChanges, mutate]);

  return (
    <section className="order__payment" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">
        <FormattedMessage id="payments.order.title" />
      </h2>
      <DescriptionList>
        <Description term="orders.paymentMethod">
          {method ? <FormattedMessage id={`payment.method.${method}`} /> : order.paymentMethod}
        </Description>
      </DescriptionList>
      {payment && (
        <p role="status" data-payment-state={payment.state}>
          <FormattedMessage id={`payments.state.${payment.state}`} />
        </p>
      )}
      {order.trialEndsAt && (
        <p>
          <FormattedMessage
            id="order.trialEndsAt"
            values={{ date: intl.formatDate(order.trialEndsAt, { dateStyle: 'long' }) }}
          />
        </p>
      )}
      {wait && (
        <p data-payment-wait={wait}>
          <FormattedMessage id={`payments.wait.${wait}`} />
        </p>
      )}
      <TransferDetails order={order} />
      {payWith !== undefined && (
        <p>
          <Link href={redirectionLink(language, reader, true)} className="button">
            <FormattedMessage id="payments.payNow" />
          </Link>
        </p>
      )}
    </section>
  );
};
