import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import type { PlacedOrder } from './api/place-order-api';

/** The order's status page: a guest's through the order link, a customer's by the order id. */
const statusLinkOf = (order: PlacedOrder, statusPath: string) =>
  `${statusPath}?${new URLSearchParams(order.linkToken ? { order: order.id, token: order.linkToken } : { order: order.id })}`;

/** After placement: thanks, the order number and the link to its status (mailed to a guest too). */
export const ThankYou = ({ order }: { order: PlacedOrder }) => {
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="checkout.thanks.title" />
      </h1>
      <p>
        <FormattedMessage id="checkout.thanks.number" values={{ number: <strong>{order.id}</strong> }} />
      </p>
      <p>
        <FormattedMessage id={order.linkToken ? 'checkout.thanks.guest' : 'checkout.thanks.customer'} />
      </p>
      <p>
        <Link href={statusLinkOf(order, pathFor('orderStatus', language))} className="button">
          <FormattedMessage id="checkout.thanks.status" />
        </Link>
      </p>
    </section>
  );
};
