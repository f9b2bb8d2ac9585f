import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { orderIdSchema } from '#shared/orders/order-requests';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useProfile } from '../../lib/session/profile-store';
import type { OrderReader } from './api/order-api';
import { OrderPanel } from './order-panel';

/** The reader of `?order=&token=`: the link's holder with a token, else the signed-in owner; else none. */
const readerOf = (search: string, signedIn: boolean): OrderReader | undefined => {
  const query = new URLSearchParams(search);
  const id = orderIdSchema.safeParse(query.get('order'));
  if (!id.success) return undefined;
  const token = query.get('token');
  if (token) return { kind: 'guest', id: id.data, token };
  return signedIn ? { kind: 'owner', id: id.data } : undefined;
};

/** `/status-zamowienia/?order=<id>&token=<link token>` (the confirmation mail's link), or `?order=` signed in. */
export const OrderStatusPage = () => {
  const intl = useIntl();
  const reader = readerOf(useSearch(), useProfile() !== undefined);
  const title = intl.formatMessage({ id: 'orders.status.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: title,
    noindex: true,
  });
  if (!reader) return <NotFoundPage />;
  return <OrderPanel key={`${reader.id}:${reader.kind}`} reader={reader} />;
};
