import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type HttpRequest, HttpResponse } from '@smithy/core/protocols';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { environmentCredentials, localRegion } from '#infra/local/services/local-aws';
import { type S3Local, startS3Local } from '#infra/local/services/s3-local';
import { objectRequest } from './s3-address';
import {
  deleteObject,
  type PutObject,
  putObject,
  putObjectRequest,
  readObject,
  readObjectIfChanged,
  readText,
  S3Error,
  signedRequest,
} from './s3-objects';

// The shop's object calls send the requests the SDK's S3 client sends for PutObject, GetObject and
// DeleteObject, signed alike (on AWS at the bucket's regional host, locally path-style at the endpoint),
// and do what S3 answers: against s3rver, read back through the S3 client itself; against a server
// answering S3's errors, tried again on throttling and server errors only.

let dir: string;
let s3rver: S3Local;
let bucket: string;

beforeAll(async () => {
  vi.stubEnv('AWS_REGION', localRegion);
  for (const [name, value] of Object.entries(environmentCredentials)) vi.stubEnv(name, value);
  dir = mkdtempSync(join(tmpdir(), 's3-objects-'));
  s3rver = await startS3Local({ dataDir: dir });
  bucket = s3rver.bucketNames.documents;
});
afterAll(async () => {
  await s3rver.stop();
  rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** The SDK's S3 client, locally as infra/local/s3-client.ts configures it, or as on AWS. */
const sdkClient = (endpoint?: string, handler?: { handle: (request: HttpRequest) => Promise<unknown> }) =>
  new S3Client({
    region: localRegion,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { forcePathStyle: true, endpoint } : {}),
    ...(handler ? { requestHandler: handler as never } : {}),
  });

describe('a request', () => {
  const fixedNow = new Date('2026-12-04T10:15:30Z');
  /** What the S3 client sends for `command`, caught before it leaves. */
  const sdkRequest = async (endpoint: string | undefined, call: (client: S3Client) => Promise<unknown>) => {
    let sent: HttpRequest | undefined;
    const handle = async (request: HttpRequest) => {
      sent = request;
      return { response: new HttpResponse({ statusCode: 204, headers: {}, body: Readable.from([]) }) };
    };
    await call(sdkClient(endpoint, { handle })).catch(() => undefined);
    if (!sent) throw new Error('the S3 client sent nothing');
    return sent;
  };
  /** Ours, signed with the headers only the SDK adds (its user agent, invocation id and attempt). */
  const ours = async (request: HttpRequest, sdk: HttpRequest) => {
    for (const name of ['x-amz-user-agent', 'amz-sdk-invocation-id', 'amz-sdk-request'])
      request.headers[name] = sdk.headers[name] ?? '';
    const { 'user-agent': _unsigned, ...sdkHeaders } = sdk.headers;
    const signed = await signedRequest(request);
    return {
      ours: { ...signed, headers: signed.headers, body: undefined },
      sdk: { ...sdk, headers: sdkHeaders, body: undefined },
    };
  };
  const key = 'invoices/01JD3Q/FV 2026(11)+000123!.pdf';
  const bytes = Buffer.from('%PDF-1.7 Zażółć');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixedNow });
    return () => vi.useRealTimers();
  });

  for (const [where, endpoint] of [
    ['on AWS', undefined],
    ['locally', 'http://127.0.0.1:4569'],
  ] as const)
    describe(where, () => {
      beforeEach(() => {
        vi.stubEnv('AWS_ENDPOINT_URL_S3', endpoint);
      });

      it('to put bytes, with their type, cache and encoding, is the S3 client’s PutObject', async () => {
        const put: PutObject = {
          bucket,
          key,
          body: bytes,
          contentType: 'application/pdf',
          cacheControl: 'no-cache',
          contentEncoding: 'gzip',
        };
        const sdk = await sdkRequest(endpoint, (client) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: bytes,
              ContentType: 'application/pdf',
              CacheControl: 'no-cache',
              ContentEncoding: 'gzip',
            }),
          ),
        );
        const both = await ours(putObjectRequest(put), sdk);
        expect(both.ours).toEqual(both.sdk);
        if (!endpoint) expect(sdk.hostname).toBe(`${bucket}.s3.${localRegion}.amazonaws.com`);
      });

      it('to put text is the S3 client’s PutObject of it', async () => {
        const text = '<Faktura>Zażółć gęślą jaźń</Faktura>';
        const sdk = await sdkRequest(endpoint, (client) =>
          client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: text, ContentType: 'application/xml' }),
          ),
        );
        const both = await ours(
          putObjectRequest({ bucket, key, body: text, contentType: 'application/xml' }),
          sdk,
        );
        expect(both.ours).toEqual(both.sdk);
      });

      it('to put a file, signed by its SHA-256, is the S3 client’s PutObject of its bytes', async () => {
        const file = join(dir, 'export.csv');
        writeFileSync(file, bytes);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const sdk = await sdkRequest(endpoint, (client) =>
          client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'text/csv' }),
          ),
        );
        const request = putObjectRequest({
          bucket,
          key,
          body: { file, bytes: bytes.length, sha256 },
          contentType: 'text/csv',
        });
        (request.body as Readable).destroy();
        const both = await ours(request, sdk);
        expect(both.ours).toEqual(both.sdk);
      });

      it('to read, if changed since an ETag, is the S3 client’s GetObject', async () => {
        const sdk = await sdkRequest(endpoint, (client) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: '"abc"' })),
        );
        const both = await ours(
          objectRequest('GetObject', { bucket, key }, { headers: { 'if-none-match': '"abc"' } }),
          sdk,
        );
        expect(both.ours).toEqual(both.sdk);
      });

      it('to delete is the S3 client’s DeleteObject', async () => {
        const sdk = await sdkRequest(endpoint, (client) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
        );
        const both = await ours(objectRequest('DeleteObject', { bucket, key }), sdk);
        expect(both.ours).toEqual(both.sdk);
      });
    });
});

describe('against s3rver', () => {
  beforeEach(() => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', s3rver.endpoint);
  });
  const sdk = () => sdkClient(s3rver.endpoint);
  const head = (key: string) => sdk().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

  it('puts bytes, text and a file, which the S3 client reads back with their type, cache and encoding', async () => {
    await putObject({
      bucket,
      key: 'a/ś b.bin',
      body: Buffer.from([0, 1, 2, 255]),
      contentType: 'application/octet-stream',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    await putObject({
      bucket,
      key: 'a/index.json.gz',
      body: '{"a":1}',
      contentType: 'application/json',
      contentEncoding: 'gzip',
    });
    const file = join(dir, 'report.csv');
    const csv = 'id;kwota\n1;12,30\n';
    writeFileSync(file, csv);
    const sha256 = createHash('sha256').update(csv).digest('hex');
    await putObject({
      bucket,
      key: 'a/report.csv',
      body: { file, bytes: Buffer.byteLength(csv), sha256 },
      contentType: 'text/csv',
    });

    const bytes = await sdk().send(new GetObjectCommand({ Bucket: bucket, Key: 'a/ś b.bin' }));
    expect([...((await bytes.Body?.transformToByteArray()) ?? [])]).toEqual([0, 1, 2, 255]);
    expect(bytes.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await head('a/index.json.gz')).ContentEncoding).toBe('gzip');
    const report = await sdk().send(new GetObjectCommand({ Bucket: bucket, Key: 'a/report.csv' }));
    expect(await report.Body?.transformToString()).toBe(csv);
    expect(report.ContentType).toBe('text/csv');
  });

  it('reads an object with its ETag, answers not-modified for that ETag, and the new body once changed', async () => {
    const address = { bucket, key: 'index/etag.txt' };
    await putObject({ ...address, body: 'pierwsza', contentType: 'text/plain' });
    const first = await readObject(address);
    expect(first.body.toString()).toBe('pierwsza');
    expect(first.etag).toBe((await head(address.key)).ETag);
    expect(await readObjectIfChanged(address, first.etag)).toBe('not-modified');
    await putObject({ ...address, body: 'druga', contentType: 'text/plain' });
    const second = await readObjectIfChanged(address, first.etag);
    if (second === 'not-modified') throw new Error('a changed object answered not-modified');
    expect(second.body.toString()).toBe('druga');
    expect(await readText(address)).toBe('druga');
  });

  it('fails a read of a missing object with S3’s NoSuchKey', async () => {
    const read = readText({ bucket, key: 'nothing/here.xml' });
    await expect(read).rejects.toBeInstanceOf(S3Error);
    await expect(read).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  });

  it('deletes an object, and deleting it again succeeds', async () => {
    const address = { bucket, key: 'pages/pl/blog/wycofany/index.html' };
    await putObject({ ...address, body: '<html></html>', contentType: 'text/html; charset=utf-8' });
    await deleteObject(address);
    await expect(head(address.key)).rejects.toMatchObject({ name: 'NotFound' });
    await deleteObject(address);
  });
});

describe('an answer of S3’s errors', () => {
  let server: Server;
  let answers: { status: number; code?: string }[];
  let received: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received += 1;
        const { status, code } = answers.shift() ?? { status: 200 };
        response.writeHead(status, code ? { 'content-type': 'application/xml' } : {});
        response.end(code ? `<Error><Code>${code}</Code><Message>${code} here</Message></Error>` : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = 0;
    vi.stubEnv('AWS_ENDPOINT_URL_S3', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  const put = () => putObject({ bucket, key: 'k.txt', body: 'treść', contentType: 'text/plain' });

  it('is tried again when S3 slows the shop down or fails, up to three attempts', async () => {
    answers = [{ status: 503, code: 'SlowDown' }, { status: 500, code: 'InternalError' }, { status: 200 }];
    await put();
    expect(received).toBe(3);
    answers = [
      { status: 503, code: 'SlowDown' },
      { status: 503, code: 'SlowDown' },
      { status: 503, code: 'SlowDown' },
    ];
    await expect(put()).rejects.toMatchObject({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
    expect(received).toBe(6);
  });

  it('fails at once, with its code and message, when S3 refuses the request', async () => {
    answers = [{ status: 403, code: 'AccessDenied' }];
    await expect(put()).rejects.toMatchObject({ name: 'AccessDenied', message: 'AccessDenied here' });
    expect(received).toBe(1);
  });
});
