import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { onlineMethodToPay, paymentWaitOf } from '#shared/orders/online-payment';
import { useLanguage } from '../../lib/language-context';
import type { OrderReader } from '../../lib/orders/order-read';
import { redirectionLink, statusLink } from '../../lib/payments/payment-links';
import type { PlacedOrder } from './api/place-order-api';

/** A guest reads the order through its link token, a customer as its owner. */
const readerOf = (order: PlacedOrder): OrderReader =>
  order.linkToken ? { kind: 'guest', id: order.id, token: order.linkToken } : { kind: 'owner', id: order.id };

/**
 * After placement: thanks, the order number and the link to its status (mailed to a guest too). An
 * order that waits for an online payment (`onlineMethodToPay`) goes on to the payment redirection
 * page; one that waits for staff to confirm availability or for the financing partner says so.
 */
export const ThankYou = ({ order }: { order: PlacedOrder }) => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const paysOnline = onlineMethodToPay(order) !== undefined;
  const wait = paymentWaitOf(order);
  useEffect(() => {
    if (paysOnline) navigate(redirectionLink(language, readerOf(order)));
    else heading.current?.focus();
  }, [paysOnline, navigate, language, order]);
  return (
    <section className="checkout">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="checkout.thanks.title" />
      </h1>
      <p>
        <FormattedMessage id="checkout.thanks.number" values={{ number: <strong>{order.number}</strong> }} />
      </p>
      {wait && (
        <p>
          <FormattedMessage id={`payments.wait.${wait}`} />
        </p>
      )}
      <p>
        <FormattedMessage id={order.linkToken ? 'checkout.thanks.guest' : 'checkout.thanks.customer'} />
      </p>
      <p>
        <Link href={statusLink(language, readerOf(order))} className="button">
          <FormattedMessage id="checkout.thanks.status" />
        </Link>
      </p>
    </section>
  );
};
