import { type CorrectionChange, correctionOf, grossAfter, linesAfter } from '#shared/invoices/correction';
import type { Invoice } from '#shared/invoices/invoice';
import { fail, ok, type Result } from '../result';
import { commitNumbered } from './commit-numbered';
import type { InvoicePorts } from './deps';

/** The KOR's id: the corrected invoice's and the correction's own. */
export const korIdOf = (invoiceId: string, correctionId: string) => `${invoiceId}-KOR-${correctionId}`;

/**
 * Input: the invoice, the change (to zero, or new quantities of some lines), the reason printed on the
 * KOR, and the correction's own id (e.g. the refund's), which makes it idempotent. Output: the KOR,
 * numbered `KOR/<yyyy>/<mm>/<n>`. Course: read the invoice → commit the KOR with its number and the
 * corrected invoice's `correctedGross` and `correctedLines` (conditional on the value read, so two corrections never
 * both count from the same state; the loser reads again).
 */
export const correctInvoice = async (
  ports: InvoicePorts,
  input: { invoiceId: string; change: CorrectionChange; reason: string; correctionId: string },
): Promise<Result<Invoice>> => {
  const korId = korIdOf(input.invoiceId, input.correctionId);
  for (;;) {
    const invoice = await ports.readInvoice(input.invoiceId);
    if (invoice?.kind !== 'VAT') return fail('invoice_not_found');
    const guid = ports.newGuid();
    const numbered = await commitNumbered(
      ports,
      'KOR',
      (number, issuedAt) =>
        correctionOf(invoice, input.change, input.reason, {
          invoiceId: korId,
          guid,
          number,
          issuedAt,
          paid: 0,
        }),
      (kor) => [
        ports.invoiceItems.corrected(invoice, {
          gross: grossAfter(invoice, kor),
          lines: linesAfter(invoice, input.change),
        }),
      ],
    );
    if (numbered.ok) return ok(numbered.invoice);
    if (numbered.code === 'already_issued') {
      const issued = await ports.readInvoice(korId);
      return issued ? ok(issued) : fail('invoice_not_found');
    }
  }
};
