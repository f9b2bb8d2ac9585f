// s3rver ships no types; this is the part the local runtime uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    /** The HTTP server `run` started. */
    httpServer?: Server;
    close(): Promise<void>;
  }
}
