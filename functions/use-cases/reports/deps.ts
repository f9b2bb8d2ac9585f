import { ulid } from 'ulid';
import { presignExportDownload, putExportFile } from '../../lib/exports/export-bucket';
import { exportFolder } from '../../lib/exports/export-files';
import { exportItems, listExports, readExport } from '../../lib/table/exports';
import { invoicesIssuedOn } from '../../lib/table/invoices';
import { ordersCreatedOn } from '../../lib/table/orders';
import { paymentsCreatedOn } from '../../lib/table/payments';
import { subscriptionChangesOn } from '../../lib/table/subscription-changes';
import { tablePorts } from '../table-ports';

/** The real ports of the finance exports. */
export const reportDeps = () => ({
  ...tablePorts(),
  readExport,
  listExports,
  exportItems,
  ordersOn: ordersCreatedOn,
  paymentsOn: paymentsCreatedOn,
  invoicesOn: invoicesIssuedOn,
  subscriptionChangesOn,
  exportFolder,
  putExportFile,
  presignExportDownload,
  newExportId: (now: Date) => ulid(now.getTime()),
});
export type ReportPorts = ReturnType<typeof reportDeps>;
