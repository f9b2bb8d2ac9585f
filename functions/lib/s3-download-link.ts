import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { once } from './once';
import { objectRequest, s3Region } from './s3-address';

// A presigned GET of one object, for the browser to download from S3 directly: the request the S3
// client would send as GetObject (its address: s3-address.ts), signed by the SDK's own presigner with
// the function's credentials (on AWS its role's; locally the runtime's, for s3rver). Built here instead
// of by `getSignedUrl` because that needs the whole S3 client (its XML protocol, checksums and endpoint
// rules, about 95 KB), which the API groups that only hand out links (invoices, finance exports) would
// otherwise carry. s3-download-link.test.ts holds it equal to `getSignedUrl` over the S3 client, locally
// and on AWS.

const presigner = once(
  () => new S3RequestPresigner({ credentials: defaultProvider(), region: s3Region(), sha256: Sha256 }),
);

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
  return formatUrl(
    await presigner().presign(objectRequest('GetObject', { bucket, key }, { query }), { expiresIn: seconds }),
  );
};
