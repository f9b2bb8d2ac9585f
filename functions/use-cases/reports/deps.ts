import { ulid } from 'ulid';
import { presignExportDownload, putExportFile } from '../../lib/exports/export-bucket';
import { exportFolder } from '../../lib/exports/export-files';
import { exportItems, listExports, readExport } from '../../lib/table/exports';
import { invoicesIssuedOn } from '../../lib/table/invoices';
import { ordersCreatedOn } from '../../lib/table/orders';
import { paymentsCreatedOn } from '../../lib/table/payments';
import { subscriptionChangesOn } from '../../lib/table/subscription-changes';
import { tablePorts } from '../table-ports';

/** The real ports of the finance exports' API: the exports' records, a new export queued, a file's download. */
export const reportDeps = () => ({
  ...tablePorts(),
  readExport,
  listExports,
  exportItems,
  presignExportDownload,
  newExportId: (now: Date) => ulid(now.getTime()),
});

/**
 * The real ports of writing an export (the queued one's consumer, the scheduled runs): the API's, the
 * day's orders, payments, invoices and subscription changes, and the CSV and Parquet files written and
 * put (the Parquet writer only in these functions' bundles).
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
