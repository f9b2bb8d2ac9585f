import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#infra/local/s3-client';

// The local site bucket (s3rver): what the catalogue page renderer reads (the built shell and the
// pre-parsed strings, as a deploy uploads all of web/dist on AWS) and the pages it writes, which the
// local site serves like CloudFront serves the bucket.

/** Uploads the shell the renderer reads: `app.html`, the build manifest and `i18n/<lang>.json`. */
export const deploySiteShell = async (bucket: string, distDir: string): Promise<void> => {
  const files = [
    'app.html',
    '.vite/manifest.json',
    ...readdirSync(join(distDir, 'i18n'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `i18n/${name}`),
  ];
  await Promise.all(
    files.map((key) =>
      s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: readFileSync(join(distDir, key)) })),
    ),
  );
};

/**
 * A pre-rendered page of the bucket, or undefined. A page older than the current build refers to
 * scripts that no longer exist, so it counts as absent until it is rendered again.
 */
export const bucketPageReader =
  (bucket: string, distDir: string) =>
  async (key: string): Promise<Buffer | undefined> => {
    try {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const builtAt = statSync(join(distDir, 'app.html')).mtimeMs;
      if ((object.LastModified?.getTime() ?? 0) < builtAt - 1000) return undefined;
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch {
      return undefined;
    }
  };

/** An object of the bucket (an image variant under `img/`), or undefined. */
export const bucketObjectReader =
  (bucket: string) =>
  async (key: string): Promise<{ body: Buffer; contentType: string } | undefined> => {
    try {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { body, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch {
      return undefined;
    }
  };

const marker = 'catalogue-pages.json';

/** Records that every catalogue page was rendered for the build whose shell is in `distDir`. */
export const markPagesRendered = async (bucket: string, distDir: string, pages: number): Promise<void> => {
  const builtAt = statSync(join(distDir, 'app.html')).mtimeMs;
  await s3().send(
    new PutObjectCommand({ Bucket: bucket, Key: marker, Body: JSON.stringify({ builtAt, pages }) }),
  );
};

/** Whether every catalogue page was rendered for the current build (see `markPagesRendered`). */
export const renderedPagesCurrent = async (bucket: string, distDir: string): Promise<boolean> => {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: marker }));
    const { builtAt } = JSON.parse((await object.Body?.transformToString()) ?? '{}') as { builtAt?: number };
    return builtAt === statSync(join(distDir, 'app.html')).mtimeMs;
  } catch {
    return false;
  }
};
