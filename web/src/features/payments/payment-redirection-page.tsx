import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMoney } from '#shared/money';
import { onlineMethodToPay } from '#shared/orders/online-payment';
import type { OrderView } from '#shared/orders/order-view';
import type { OnlineMethod } from '#shared/payments/online-methods';
import { Description, DescriptionList } from '../../components/description-list';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { type OrderReader, orderReaderOf, useOrder } from '../../lib/orders/order-read';
import { startPayment } from '../../lib/payments/payment-api';
import { redirectionLink, statusLink } from '../../lib/payments/payment-links';
import { useProfile } from '../../lib/session/profile-store';
import { BlikPayment } from './blik-payment';
import { newPaymentAttempt, paymentAttemptKey } from './payment-attempt';
import { RedirectToProvider } from './redirect-to-provider';

/** What is being paid: the order's number, the amount with its currency and the method. */
const WhatIsPaid = ({ order, method }: { order: OrderView; method: OnlineMethod }) => {
  const language = useLanguage();
  return (
    <DescriptionList className="payment-facts">
      <Description term="payments.order.number">{order.number}</Description>
      <Description term="payments.order.amount">
        <strong>
          {formatMoney({ amount: order.totals.total.gross, currency: order.currency }, language)}
        </strong>
      </Description>
      <Description term="orders.paymentMethod">
        <FormattedMessage id={`payment.method.${method}`} />
      </Description>
    </DescriptionList>
  );
};

/** The order's payment: what is paid, then BLIK's code here or any other online method on the provider's page. */
const OrderPayment = ({ reader, repeat }: { reader: OrderReader; repeat: boolean }) => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: order, error, mutate } = useOrder(reader);
  // A repeat payment starts a new attempt once; the address then drops `repeat`, so a reload keeps it.
  const [attemptKey] = useState(() =>
    repeat ? newPaymentAttempt(sessionStorage, reader.id) : paymentAttemptKey(sessionStorage, reader.id),
  );
  useEffect(() => {
    if (repeat) navigate(redirectionLink(language, reader), { replace: true });
  }, [repeat, navigate, language, reader]);

  if (error?.code === 'order_not_found' || error?.code === 'invalid_data') return <NotFoundPage />;
  if (error && !order) return <ErrorPage onRetry={() => void mutate()} />;
  if (!order) return <p aria-busy="true" className="loading" />;
  const method = onlineMethodToPay(order);
  if (!method)
    return (
      <>
        <p role="alert">
          <FormattedMessage id="error.order_cannot_be_paid" />
        </p>
        <Link href={statusLink(language, reader)}>
          <FormattedMessage id="checkout.thanks.status" />
        </Link>
      </>
    );
  return (
    <>
      <WhatIsPaid order={order} method={method} />
      {method === 'blik' ? (
        <BlikPayment reader={reader} />
      ) : (
        <RedirectToProvider
          start={(input, key) => startPayment(reader, input, key)}
          method={method}
          attemptKey={attemptKey}
        />
      )}
    </>
  );
};

/**
 * `/przekierowanie-do-platnosci/?order=<id>[&token=<link token>][&repeat=1]`: starts
 * the payment of an order that waits for an online payment (`onlineMethodToPay`: its own method, or the
 * provider's page after availability was confirmed or financing declined) and sends the buyer to the provider's page, or
 * takes the BLIK code here.
 */
export const PaymentRedirectionPage = () => {
  const intl = useIntl();
  const search = useSearch();
  const signedIn = useProfile() !== undefined;
  const reader = useMemo(() => orderReaderOf(search, signedIn), [search, signedIn]);
  const title = intl.formatMessage({ id: 'payments.redirection.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: title,
    noindex: true,
  });
  if (!reader) return <NotFoundPage />;
  return (
    <section className="payment-redirection">
      <h1>{title}</h1>
      <OrderPayment
        key={`${reader.id}:${reader.kind}`}
        reader={reader}
        repeat={new URLSearchParams(search).get('repeat') === '1'}
      />
    </section>
  );
};
