import { S3Client } from '@aws-sdk/client-s3';
import { once } from '#functions/lib/once';

// The SDK's S3 client of the local runtime (the site bucket's shell, the demo pictures, the seed) and of
// the tests, which read through it what the functions' own object calls wrote (functions/lib/s3-objects.ts).
// At s3rver it uses path-style addressing and sends checksums only where required, or s3rver stores
// streamed bodies with their chunk framing inside.

export const s3 = once(() => {
  const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  return new S3Client(local ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' } : {});
});
