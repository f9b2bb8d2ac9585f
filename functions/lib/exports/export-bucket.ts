import { createReadStream } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config';
import { s3 } from '../s3';

// A finished finance export's file is put whole into the exports bucket from the exporter's temporary
// copy, so an object appears only complete (its download link: export-download-link.ts).

export const putExportFile = async (
  key: string,
  path: string,
  bytes: number,
  contentType: string,
): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: config('exports').EXPORTS_BUCKET,
      Key: key,
      Body: createReadStream(path),
      ContentLength: bytes,
      ContentType: contentType,
    }),
  );
};
