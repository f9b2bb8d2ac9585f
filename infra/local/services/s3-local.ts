import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { type BucketName, buckets } from '../../wiring';
import { countS3Requests } from '../operation-counter';

// s3rver keeps the buckets of the wiring as folders under `dataDir`. Clients must use path-style
// addressing and `requestChecksumCalculation: 'WHEN_REQUIRED'`, or streamed bodies are stored with
// their chunk framing inside.

export interface S3Local {
  endpoint: string;
  bucketNames: Record<BucketName, string>;
  stop(): Promise<void>;
}

export const startS3Local = async (options: { dataDir: string; port?: number }): Promise<S3Local> => {
  mkdirSync(options.dataDir, { recursive: true });
  const bucketNames = Object.fromEntries(buckets.map((b) => [b, `shop-${b}`])) as Record<BucketName, string>;
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.dataDir,
    configureBuckets: Object.values(bucketNames).map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  countS3Requests(server.httpServer);
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucketNames,
    stop: () => server.close(),
  };
};
