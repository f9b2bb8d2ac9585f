import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsBucket } from '#functions/lib/s3';
import type { Runtime } from '#infra/local/runtime';
import { s3 } from '#infra/local/s3-client';
import { environmentCredentials } from '#infra/local/services/local-aws';
import { esbuildOptions, functionBundle } from '#infra/wiring/function-bundle';
import { startTestRuntime } from '../support/runtime';

// The local runtime runs the functions' source; AWS runs their bundles, in which the SDK's credential
// chain is the environment's provider alone (functions/lib/lambda-credentials.ts) and its event-stream
// codec is left out (functions/lib/no-event-streams.ts). Here a bundle made as a function's is
// (infra/wiring/function-bundle.ts) calls S3, SES and DynamoDB of the runtime with the credentials a
// function has on Lambda: the environment's, no container endpoint. The object put is read back by the
// SDK's S3 client too, with the content type it was put with.

let runtime: Runtime;
let dir: string;
let script: string;
beforeAll(async () => {
  runtime = await startTestRuntime();
  dir = mkdtempSync(join(tmpdir(), 'shop-bundle-'));
  script = join(dir, 'bundled-aws-calls.mjs');
  await build({
    ...esbuildOptions,
    external: [...functionBundle.external],
    entryPoints: [join(import.meta.dirname, '../support/bundled-aws-calls.ts')],
    outfile: script,
    logLevel: 'error',
  });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return runtime?.stop();
});

describe("a function's bundle on the local services", () => {
  it('puts and reads an object, and sends a mail once, with the credentials of its environment', async () => {
    const key = `bundle-check/${randomUUID()}.txt`;
    const to = `bundle-${randomUUID()}@example.pl`;
    const { AWS_CONTAINER_CREDENTIALS_FULL_URI: _container, ...environment } = process.env;
    const { stdout } = await promisify(execFile)(process.execPath, [script, key, to], {
      env: { ...environment, ...environmentCredentials },
    });
    const answer = JSON.parse(stdout) as Record<string, unknown>;
    expect(answer).toEqual({
      body: 'Zażółć gęślą jaźń',
      messageId: expect.any(String),
      again: null,
    });
    const head = await s3().send(new HeadObjectCommand({ Bucket: documentsBucket(), Key: key }));
    expect(head.ContentType).toBe('text/plain');
    expect(head.ContentLength).toBe(Buffer.byteLength('Zażółć gęślą jaźń'));
    const sent = runtime.mail.list().filter((mail) => mail.to.includes(to));
    expect(sent.map((mail) => mail.subject)).toEqual(['Paczka funkcji']);
  });
});
