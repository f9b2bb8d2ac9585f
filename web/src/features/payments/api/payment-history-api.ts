import useSWRInfinite from 'swr/infinite';
import type { PaymentHistoryEntry } from '#shared/payments/payment-view';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

export interface PaymentHistoryPage {
  entries: PaymentHistoryEntry[];
  cursor?: string;
}

const historyPath = (cursor?: string) =>
  `/api/payments/me/history${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`;

/** The customer's payment history, newest first, ten a page; a further page starts at the last one's cursor. */
export const usePaymentHistory = () =>
  useSWRInfinite<PaymentHistoryPage, ApiError>(
    (index: number, previous: PaymentHistoryPage | null) =>
      index === 0 ? historyPath() : previous?.cursor ? historyPath(previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );
