import { config } from '../../config';
import { s3DownloadLink } from '../../s3-download-link';
import { invoiceFileName } from '../../table/invoice-documents';

/** A download link lives 5 minutes: enough to start it, too short to pass around. */
export const downloadUrlSeconds = 300;

/**
 * A presigned GET of the invoice's PDF, saved as `<number>.pdf`. Signed with the function's own
 * credentials (on AWS its role, which may read the documents bucket; locally s3rver's key pair at
 * s3rver's address), so the browser fetches the file from S3 directly.
 */
export const invoiceDownloadUrl = (pdfKey: string, number: string): Promise<string> =>
  s3DownloadLink({
    bucket: config('documents').DOCUMENTS_BUCKET,
    key: pdfKey,
    seconds: downloadUrlSeconds,
    disposition: `attachment; filename="${invoiceFileName(number)}.pdf"`,
    contentType: 'application/pdf',
  });
