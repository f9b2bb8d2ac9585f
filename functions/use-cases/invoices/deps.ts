import { randomBytes } from 'node:crypto';
import {
  bookInvoicePayment,
  invoiceItems,
  lastInvoiceSequence,
  readInvoice,
  readInvoiceByGuid,
  takeBackInvoicePayment,
} from '../../lib/table/invoices';
import { findOrder } from '../../lib/table/orders';
import { assignHistoryInvoice } from '../../lib/table/payments';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of issuing and correcting invoices; a unit test passes fakes of the same shape. */
export interface InvoicePorts extends TablePorts {
  findOrder: typeof findOrder;
  readInvoice: typeof readInvoice;
  readInvoiceByGuid: typeof readInvoiceByGuid;
  bookInvoicePayment: typeof bookInvoicePayment;
  takeBackInvoicePayment: typeof takeBackInvoicePayment;
  assignHistoryInvoice: typeof assignHistoryInvoice;
  lastInvoiceSequence: typeof lastInvoiceSequence;
  invoiceItems: typeof invoiceItems;
  /** 128 random bits, base64url: an invoice's public payment link. */
  newGuid: () => string;
}

export const deps = (): InvoicePorts => ({
  ...tablePorts(),
  findOrder,
  readInvoice,
  readInvoiceByGuid,
  bookInvoicePayment,
  takeBackInvoicePayment,
  assignHistoryInvoice,
  lastInvoiceSequence,
  invoiceItems,
  newGuid: () => randomBytes(16).toString('base64url'),
});
