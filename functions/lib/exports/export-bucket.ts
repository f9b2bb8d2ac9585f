import { config } from '../config';
import { putObject } from '../s3-objects';
import type { WrittenFile } from './export-files';

// A finished finance export's file is put whole into the exports bucket from the exporter's temporary
// copy, so an object appears only complete, signed by the SHA-256 its writer took (the one the manifest
// lists), which S3 checks against what arrives (its download link: export-download-link.ts).

export const putExportFile = async (
  key: string,
  { path, bytes, sha256, contentType }: WrittenFile & { contentType: string },
): Promise<void> => {
  await putObject({
    bucket: config('exports').EXPORTS_BUCKET,
    key,
    body: { file: path, bytes, sha256 },
    contentType,
  });
};
