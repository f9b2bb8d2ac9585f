import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import type { HttpRequest } from '@smithy/core/protocols';
import {
  isServerError,
  isThrottlingError,
  isTransientError,
  StandardRetryStrategy,
} from '@smithy/core/retry';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { once } from './once';
import { type ObjectAddress, objectRequest, s3Region } from './s3-address';

// The objects of the shop's buckets, whole: put, read (revalidated by ETag) and deleted through S3's
// REST API (PutObject, GetObject, DeleteObject). Each request is the S3 client's own: its address
// (s3-address.ts), signed by the SDK's SigV4 signer as the client signs for S3 (the payload's SHA-256,
// the path not encoded twice), sent by the SDK's Node HTTP handler and tried again by its standard
// retry strategy (3 attempts, on throttling, server errors and dropped connections). Built here in place
// of the S3 client, whose XML protocol, checksums and endpoint rules (about 100 KB) the functions that
// put and read whole objects would carry only for these three calls; s3-objects.test.ts holds each
// request equal to the client's, and reads through the client what these calls write to s3rver.
// A body put is signed by its SHA-256, which S3 checks: a file's is given by its writer (exports).

const signer = once(
  () =>
    new SignatureV4({
      service: 's3',
      region: s3Region(),
      credentials: defaultProvider(),
      sha256: Sha256,
      uriEscapePath: false,
    }),
);
const http = once(() => new NodeHttpHandler());
const retries = once(() => new StandardRetryStrategy(3));

/** An error answer of S3, named by its code (`NoSuchKey`, `AccessDenied`, `SlowDown` …). */
export class S3Error extends Error {
  /** The answer's status, where the SDK's error classification reads it. */
  readonly $metadata: { httpStatusCode: number };

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
  }
}

/** The request signed with the function's credentials, as the S3 client signs it. */
export const signedRequest = async (request: HttpRequest): Promise<HttpRequest> =>
  (await signer().sign(request)) as HttpRequest;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const errorOf = ({ status, body }: Answer): S3Error => {
  const xml = body.toString('utf8');
  const tag = (name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
  return new S3Error(tag('Code') ?? `Http${status}`, status, tag('Message') ?? `S3 answered ${status}`);
};

const errorType = (error: unknown) => {
  const sdkError = error as Parameters<typeof isTransientError>[0];
  if (isThrottlingError(sdkError)) return 'THROTTLING';
  if (isTransientError(sdkError)) return 'TRANSIENT';
  if (isServerError(sdkError)) return 'SERVER_ERROR';
  return undefined;
};

/** Sends the request made by `make` (once for each attempt), its answer read whole; an error status throws. */
const send = async (make: () => HttpRequest, accept: (status: number) => boolean): Promise<Answer> => {
  let token = await retries().acquireInitialRetryToken('s3');
  for (;;) {
    try {
      const { response } = await http().handle(await signedRequest(make()));
      const answer = {
        status: response.statusCode,
        headers: response.headers,
        body: response.body ? await buffer(response.body as Readable) : Buffer.alloc(0),
      };
      if (!accept(answer.status)) throw errorOf(answer);
      retries().recordSuccess(token);
      return answer;
    } catch (error) {
      const type = errorType(error);
      if (!type) throw error;
      try {
        token = await retries().refreshRetryTokenForRetry(token, { errorType: type });
      } catch {
        throw error;
      }
      await sleep(token.getRetryDelay());
    }
  }
};

const succeeded = (status: number) => status >= 200 && status < 300;

/** What is put: bytes or text, or a file on the function's disk with its size and hex SHA-256. */
export type ObjectBody = Uint8Array | string | { file: string; bytes: number; sha256: string };

export interface PutObject extends ObjectAddress {
  body: ObjectBody;
  contentType: string;
  cacheControl?: string;
  contentEncoding?: string;
}

const bodyHeaders = (body: ObjectBody): Record<string, string> =>
  typeof body === 'object' && 'file' in body
    ? { 'content-length': String(body.bytes), 'x-amz-content-sha256': body.sha256 }
    : { 'content-length': String(Buffer.byteLength(body)) };

/** The unsigned PutObject request of `put`, its body read afresh for each attempt. */
export const putObjectRequest = ({
  body,
  contentType,
  cacheControl,
  contentEncoding,
  ...address
}: PutObject) => {
  const request = objectRequest('PutObject', address, {
    headers: {
      ...(cacheControl ? { 'cache-control': cacheControl } : {}),
      ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
      'content-type': contentType,
      ...bodyHeaders(body),
    },
  });
  request.body = typeof body === 'object' && 'file' in body ? createReadStream(body.file) : body;
  return request;
};

/** Puts the object whole: it appears only complete. */
export const putObject = async (put: PutObject): Promise<void> => {
  await send(() => putObjectRequest(put), succeeded);
};

export interface StoredObject {
  body: Buffer;
  etag: string | undefined;
}

const storedObject = ({ body, headers }: Answer): StoredObject => ({ body, etag: headers.etag });

/** The object. A missing one throws S3Error `NoSuchKey`. */
export const readObject = async (address: ObjectAddress): Promise<StoredObject> =>
  storedObject(await send(() => objectRequest('GetObject', address), succeeded));

/** The object, or `not-modified` while its ETag is still `etag` (none given: the object). */
export const readObjectIfChanged = async (
  address: ObjectAddress,
  etag: string | undefined,
): Promise<StoredObject | 'not-modified'> => {
  const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
  const answer = await send(
    () => objectRequest('GetObject', address, { headers }),
    (status) => succeeded(status) || status === 304,
  );
  return answer.status === 304 ? 'not-modified' : storedObject(answer);
};

/** The object's text (UTF-8). */
export const readText = async (address: ObjectAddress): Promise<string> =>
  (await readObject(address)).body.toString('utf8');

/** Deletes the object; deleting one that is not there succeeds, as S3 answers. */
export const deleteObject = async (address: ObjectAddress): Promise<void> => {
  await send(() => objectRequest('DeleteObject', address), succeeded);
};
