import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';
import { once } from './once';

// The S3 client. With a local endpoint (s3rver) it uses path-style addressing and sends checksums
// only where required, or s3rver stores streamed bodies with their chunk framing inside.

export const s3 = once(() => {
  const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  return new S3Client(local ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {});
});

export const documentsBucket = (): string => config('documents').DOCUMENTS_BUCKET;
