import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { EmptyState } from '../../components/empty-state';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useSubscriptions } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { SubscriptionTable } from './subscription-table';

/** The subscriptions by the order that bought them, the newest order first. */
export const byOrder = (subscriptions: readonly SubscriptionView[]) => {
  const orders = new Map<string, SubscriptionView[]>();
  for (const subscription of subscriptions)
    orders.set(subscription.orderId, [...(orders.get(subscription.orderId) ?? []), subscription]);
  return [...orders.entries()]
    .map(([orderId, bought]) => ({
      orderId,
      orderNumber: bought[0]?.orderNumber ?? '',
      createdAt: bought[0]?.createdAt ?? '',
      subscriptions: bought,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderId.localeCompare(a.orderId));
};

/**
 * `/zamowieniesubskrypcje/` and `/ustawienia-konta/subskrypcje/zamowienie/` (spec section 2):
 * the customer's orders of Microsoft 365 subscriptions, each with its subscriptions and what to do next
 * (after an order: choose the tenant of one not configured, follow one being set up).
 */
export const SubscriptionOrdersPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const { data, error, mutate } = useSubscriptions();
  const title = intl.formatMessage({ id: 'microsoft.orders.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!data) return <ReadPending error={error} onRetry={() => void mutate()} />;
  const orders = byOrder(data.subscriptions);
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      {orders.length === 0 ? (
        <EmptyState message="microsoft.subscriptions.empty" />
      ) : (
        orders.map((order) => (
          <section key={order.orderId} className="microsoft-order" aria-labelledby={`order-${order.orderId}`}>
            <h2 id={`order-${order.orderId}`}>
              <Link href={pathFor('accountOrderDetails', language, { realizationId: order.orderId })}>
                <FormattedMessage
                  id="microsoft.orders.order"
                  values={{
                    orderNumber: order.orderNumber,
                    date: intl.formatDate(order.createdAt, { dateStyle: 'long' }),
                  }}
                />
              </Link>
            </h2>
            <SubscriptionTable subscriptions={order.subscriptions} labelledBy={`order-${order.orderId}`} />
          </section>
        ))
      )}
      <p>
        <Link href={pathFor('accountSubscriptions', language)}>
          <FormattedMessage id="microsoft.subscriptions.back" />
        </Link>
      </p>
    </section>
  );
};
