import { extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';

// Where a request for one object in a bucket goes, as the S3 client addresses it: locally path-style
// at `AWS_ENDPOINT_URL_S3` (s3rver); on AWS virtual-hosted at the bucket's regional endpoint, which the
// shop's buckets (named by CloudFormation: lower-case letters, digits and hyphens) always allow. Each
// segment of the key is encoded as the client encodes it, the slashes kept, and the operation is named
// in `x-id` as the client names it. Used by the object calls (s3-objects.ts) and the download links
// (s3-download-link.ts), each held equal to the S3 client's own requests by its test.

export const s3Region = (): string => {
  const name = process.env.AWS_REGION;
  if (!name) throw new Error('AWS_REGION is not set');
  return name;
};

export type ObjectOperation = 'GetObject' | 'PutObject' | 'DeleteObject';

const methods: Record<ObjectOperation, string> = {
  GetObject: 'GET',
  PutObject: 'PUT',
  DeleteObject: 'DELETE',
};

export interface ObjectAddress {
  bucket: string;
  key: string;
}

/** The unsigned request of `operation` on the object, with the given query and headers. */
export const objectRequest = (
  operation: ObjectOperation,
  { bucket, key }: ObjectAddress,
  { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): HttpRequest => {
  const path = key.split('/').map(extendedEncodeURIComponent).join('/');
  const local = process.env.AWS_ENDPOINT_URL_S3;
  const endpoint = new URL(local ?? `https://${bucket}.s3.${s3Region()}.amazonaws.com`);
  return new HttpRequest({
    method: methods[operation],
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path: local ? `/${bucket}/${path}` : `/${path}`,
    query: { ...query, 'x-id': operation },
    headers: { ...headers, host: endpoint.host },
  });
};
