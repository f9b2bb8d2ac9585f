import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ENV_KEY, ENV_SECRET, ENV_SESSION } from '@aws-sdk/credential-provider-env';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DownloadLink, s3DownloadLink } from './s3-download-link';

// The link the API groups hand out is the one the SDK's S3 client would presign for the same GetObject
// (getSignedUrl), at the same moment and with the same credentials: locally (path-style at the
// endpoint, as functions/lib/s3.ts configures the client) and on AWS (the bucket's regional host).
// The clients here add no checksums to a GET (an empty body's CRC32, and the request for the object's
// own, x-amz-checksum-mode), which only an SDK reading the reply would check, never a browser.

const link: DownloadLink = {
  bucket: 'shop-documentsbucket9ec9deb9-1x2y3z4w5v6u',
  key: 'invoices/01JD3Q/FV 2026(11)+000123!.pdf',
  seconds: 300,
  disposition: 'attachment; filename="FV-2026-11-000123.pdf"',
  contentType: 'application/pdf',
};

const sdkLink = (client: S3Client, { bucket, key, seconds, disposition, contentType }: DownloadLink) =>
  getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: disposition,
      ...(contentType ? { ResponseContentType: contentType } : {}),
    }),
    { expiresIn: seconds },
  );

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:15:30Z') });
  vi.stubEnv('AWS_REGION', 'eu-central-1');
  vi.stubEnv(ENV_KEY, 'AKIDEXAMPLE');
  vi.stubEnv(ENV_SECRET, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
  vi.stubEnv(ENV_SESSION, 'session');
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const client = (local: boolean) =>
  new S3Client({
    region: 'eu-central-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(local ? { forcePathStyle: true } : {}),
  });

describe('a download link', () => {
  describe('on AWS', () => {
    beforeEach(() => {
      vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    });

    it('is the S3 client’s presigned GetObject at the bucket’s regional host', async () => {
      const ours = await s3DownloadLink(link);
      expect(new URL(ours).host).toBe(`${link.bucket}.s3.eu-central-1.amazonaws.com`);
      expect(ours).toBe(await sdkLink(client(false), link));
    });

    it('names no content type when none is asked for', async () => {
      const { contentType: _none, ...plain } = link;
      const ours = await s3DownloadLink(plain);
      expect(new URL(ours).searchParams.has('response-content-type')).toBe(false);
      expect(ours).toBe(await sdkLink(client(false), plain));
    });
  });

  it('is the presigned GetObject of the local client, path-style at its endpoint', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', 'http://127.0.0.1:4569');
    const ours = await s3DownloadLink(link);
    expect(new URL(ours).pathname.startsWith(`/${link.bucket}/invoices/`)).toBe(true);
    expect(ours).toBe(await sdkLink(client(true), link));
  });
});
