import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { imageCacheControl, renderVariants } from '#functions/lib/images/image-variants';
import { s3 } from '#infra/local/s3-client';
import type { Product } from '#shared/catalogue/product';
import { pictureSize, picturesOf } from '../demo-catalogue/pictures';

// The demo catalogue's pictures in the local site bucket, where the site serves
// `/img/*` from as CloudFront does on AWS. Rendering every look's variants takes seconds, so they are
// kept in a cache on this machine (by hash: a drawing that changes gets a new name) and uploaded
// from it; a marker in the bucket names the set uploaded, so a restart uploads nothing again.

const cacheDir = join(tmpdir(), 'shop-demo-pictures');
const marker = 'img/demo-pictures.json';

/** A look's variant files from the machine's cache, rendered into it first when missing. */
const variantsOf = async (hash: string, svg: string) => {
  const dir = join(cacheDir, hash);
  if (!existsSync(join(dir, 'done'))) {
    const files = await renderVariants(
      await sharp(Buffer.from(svg)).png().toBuffer(),
      hash,
      pictureSize.width,
    );
    const partial = `${dir}.${process.pid}`;
    mkdirSync(partial, { recursive: true });
    for (const file of files) writeFileSync(join(partial, file.key.split('/').pop() ?? ''), file.body);
    writeFileSync(join(partial, 'done'), '');
    try {
      renameSync(partial, dir);
    } catch {
      // Another process put the same look's files in place first: they are the same bytes.
    }
  }
  return readdirSync(dir)
    .filter((name) => name !== 'done')
    .map((name) => ({ key: `img/${hash}/${name}`, body: readFileSync(join(dir, name)) }));
};

/** Fills this machine's cache with the pictures of `products` (a test run does it once, before its files). */
export const cacheDemoPictures = async (products: readonly Product[]): Promise<void> => {
  for (const [hash, svg] of picturesOf(products)) await variantsOf(hash, svg);
};

const uploadedSet = async (bucket: string): Promise<string> => {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: marker }));
    return (await object.Body?.transformToString()) ?? '';
  } catch {
    return '';
  }
};

/** Puts the pictures of `products` into the site bucket unless the same set is there; answers how many looks. */
export const writeDemoPictures = async (bucket: string, products: readonly Product[]): Promise<number> => {
  const pictures = picturesOf(products);
  const set = JSON.stringify([...pictures.keys()].sort());
  if ((await uploadedSet(bucket)) === set) return 0;
  for (const [hash, svg] of pictures) {
    const files = await variantsOf(hash, svg);
    await Promise.all(
      files.map(({ key, body }) =>
        s3().send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: `image/${key.split('.').pop()}`,
            CacheControl: imageCacheControl,
          }),
        ),
      ),
    );
  }
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: marker, Body: set }));
  return pictures.size;
};
