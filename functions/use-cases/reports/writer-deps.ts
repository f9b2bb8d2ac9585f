import { putExportFile } from '../../lib/exports/export-bucket';
import { exportFolder } from '../../lib/exports/export-files';
import { invoicesIssuedOn } from '../../lib/table/invoices';
import { ordersCreatedOn } from '../../lib/table/orders';
import { paymentsCreatedOn } from '../../lib/table/payments';
import { subscriptionChangesOn } from '../../lib/table/subscription-changes';
import { reportDeps } from './deps';

/**
 * The real ports of writing an export (the queued one's consumer, the scheduled runs): the API's, the
 * day's orders, payments, invoices and subscription changes, and the CSV and Parquet files written and
 * put (the Parquet writer and the S3 client only in these functions' bundles, not in the API's).
 */
export const exportWriterDeps = () => ({
  ...reportDeps(),
  ordersOn: ordersCreatedOn,
  paymentsOn: paymentsCreatedOn,
  invoicesOn: invoicesIssuedOn,
  subscriptionChangesOn,
  exportFolder,
  putExportFile,
});
