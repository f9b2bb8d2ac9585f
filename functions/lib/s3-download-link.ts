import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { once } from './once';

// A presigned GET of one object, for the browser to download from S3 directly: the request the S3
// client would send as GetObject, signed by the SDK's own presigner with the function's credentials (on
// AWS its role's; locally the runtime's, for s3rver). Built here instead of by `getSignedUrl` because
// that needs the whole S3 client (its XML protocol, checksums and endpoint rules, about 95 KB), which
// the API groups that only hand out links (invoices, finance exports) would otherwise carry.
// The address is the client's own choice: locally path-style at `AWS_ENDPOINT_URL_S3` (forcePathStyle,
// functions/lib/s3.ts); on AWS virtual-hosted at the bucket's regional endpoint, which the shop's
// buckets (named by CloudFormation: lower-case letters, digits and hyphens) always allow.
// s3-download-link.test.ts holds it equal to `getSignedUrl` over the S3 client for both.

const region = (): string => {
  const name = process.env.AWS_REGION;
  if (!name) throw new Error('AWS_REGION is not set');
  return name;
};

const presigner = once(
  () => new S3RequestPresigner({ credentials: defaultProvider(), region: region(), sha256: Sha256 }),
);

/** The object's address: each segment of its key encoded as the S3 client encodes it, slashes kept. */
const objectRequest = (bucket: string, key: string, query: Record<string, string>): HttpRequest => {
  const path = key.split('/').map(extendedEncodeURIComponent).join('/');
  const local = process.env.AWS_ENDPOINT_URL_S3;
  const endpoint = new URL(local ?? `https://${bucket}.s3.${region()}.amazonaws.com`);
  return new HttpRequest({
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path: local ? `/${bucket}/${path}` : `/${path}`,
    query: { ...query, 'x-id': 'GetObject' },
    headers: { host: endpoint.host },
  });
};

export interface DownloadLink {
  bucket: string;
  key: string;
  /** How long the link works. */
  seconds: number;
  /** The reply's `Content-Disposition` (the file's name in the browser). */
  disposition: string;
  /** The reply's `Content-Type`, when the object's own is not the one to send. */
  contentType?: string;
}

/** The URL of a GET of `key` in `bucket` that works for `seconds`, answered as `disposition` says. */
export const s3DownloadLink = async ({
  bucket,
  key,
  seconds,
  disposition,
  contentType,
}: DownloadLink): Promise<string> => {
  const query: Record<string, string> = { 'response-content-disposition': disposition };
  if (contentType) query['response-content-type'] = contentType;
  return formatUrl(await presigner().presign(objectRequest(bucket, key, query), { expiresIn: seconds }));
};
