import type { Language } from '#shared/locale';
import { pathFor } from '#shared/routes';
import type { OrderReader } from '../orders/order-read';

// The site's links between the order's pages and its payment: the redirection page (which starts a
// payment) and the order status page (where the provider sends the buyer back), a guest's with the
// order link's token.

const readerQuery = (reader: OrderReader): Record<string, string> =>
  reader.kind === 'guest' ? { order: reader.id, token: reader.token } : { order: reader.id };

/** `/przekierowanie-do-platnosci/?order=&token=`; `repeat` asks for a new attempt (a repeat payment). */
export const redirectionLink = (language: Language, reader: OrderReader, repeat = false) =>
  `${pathFor('paymentRedirect', language)}?${new URLSearchParams({
    ...readerQuery(reader),
    ...(repeat ? { repeat: '1' } : {}),
  })}`;

/** `/status-zamowienia/?order=&payment=&token=`: the order status page showing that payment. */
export const statusLink = (language: Language, reader: OrderReader, paymentId?: string) =>
  `${pathFor('orderStatus', language)}?${new URLSearchParams({
    ...readerQuery(reader),
    ...(paymentId ? { payment: paymentId } : {}),
  })}`;
