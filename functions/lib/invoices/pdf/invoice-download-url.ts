import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { documentsBucket, s3 } from '../../s3';
import { invoiceFileName } from '../../table/invoice-documents';

/** A download link lives 5 minutes: enough to start it, too short to pass around. */
export const downloadUrlSeconds = 300;

/**
 * A presigned GET of the invoice's PDF, saved as `<number>.pdf`. Signed with the function's own
 * credentials (on AWS its role, which may read the documents bucket; locally s3rver's key pair at
 * s3rver's address), so the browser fetches the file from S3 directly.
 */
export const invoiceDownloadUrl = (pdfKey: string, number: string): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: documentsBucket(),
      Key: pdfKey,
      ResponseContentDisposition: `attachment; filename="${invoiceFileName(number)}.pdf"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: downloadUrlSeconds },
  );
