import { sendInvoiceToKsef } from '#functions/lib/ksef/send-invoice';
import { logger } from '#functions/lib/logger';
import { offlineInvoiceIds } from '#functions/lib/table/invoice-ksef';

/**
 * Scheduled: sends the invoices issued offline while KSeF was unavailable, with
 * `offlineMode`, well within the legal deadline (the next business day after the unavailability,
 * tryby-offline.md). One still unavailable stays listed for the next run.
 */
export const handler = async (): Promise<{ offline: number; failed: number }> => {
  const ids = await offlineInvoiceIds();
  const results = await Promise.allSettled(ids.map((invoiceId) => sendInvoiceToKsef(invoiceId)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (ids.length > 0) logger.info('resend offline invoices', { offline: ids.length, failed });
  return { offline: ids.length, failed };
};
