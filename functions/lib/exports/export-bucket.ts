import { createReadStream } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { s3 } from '../s3';

// The finance exports' bucket: a finished file is put whole from the exporter's temporary copy (an
// object appears only complete), and a download is a presigned GET that names the file for the browser.

const bucket = (): string => config('exports').EXPORTS_BUCKET;

export const putExportFile = async (
  key: string,
  path: string,
  bytes: number,
  contentType: string,
): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: createReadStream(path),
      ContentLength: bytes,
      ContentType: contentType,
    }),
  );
};

/** A GET of `key` valid for `seconds`, downloaded as `fileName`. */
export const presignExportDownload = (key: string, fileName: string, seconds: number): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: seconds },
  );
