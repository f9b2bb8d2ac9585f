import { config } from '../config';
import { documentsBucket } from '../s3';
import { putObject } from '../s3-objects';
import { type ImageFile, imageCacheControl } from './image-variants';

// Where product images are kept: the variants in the site bucket under `img/`, which
// CloudFront serves (locally the site server) with a year-long immutable cache; the cleaned original
// in the documents bucket under `images/originals/`, for variants made again later.

export const putImageVariants = async (files: readonly ImageFile[]): Promise<void> => {
  await Promise.all(
    files.map((file) =>
      putObject({
        bucket: config('site').SITE_BUCKET,
        key: file.key,
        body: file.body,
        contentType: file.contentType,
        cacheControl: imageCacheControl,
      }),
    ),
  );
};

export const putImageOriginal = async (hash: string, type: string, body: Buffer): Promise<void> => {
  await putObject({
    bucket: documentsBucket(),
    key: `images/originals/${hash}.${type}`,
    body,
    contentType: `image/${type}`,
  });
};
