import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { paymentIdSchema } from '#shared/payments/payment-requests';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { orderReaderOf } from '../../lib/orders/order-read';
import { useProfile } from '../../lib/session/profile-store';
import { OrderPanel } from './order-panel';

/**
 * `/status-zamowienia/?order=<id>&token=<link token>` (the confirmation mail's link), or `?order=` signed in;
 * `&payment=<id>` when the payment provider sends the buyer back.
 */
export const OrderStatusPage = () => {
  const intl = useIntl();
  const search = useSearch();
  const reader = orderReaderOf(search, useProfile() !== undefined);
  const title = intl.formatMessage({ id: 'orders.status.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: title,
    noindex: true,
  });
  if (!reader) return <NotFoundPage />;
  const payment = paymentIdSchema.safeParse(new URLSearchParams(search).get('payment'));
  return (
    <OrderPanel
      key={`${reader.id}:${reader.kind}`}
      reader={reader}
      paymentId={payment.success ? payment.data : undefined}
    />
  );
};
