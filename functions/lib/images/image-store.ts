import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config';
import { documentsBucket, s3 } from '../s3';
import { type ImageFile, imageCacheControl } from './image-variants';

// Where product images are kept: the variants in the site bucket under `img/`, which
// CloudFront serves (locally the site server) with a year-long immutable cache; the cleaned original
// in the documents bucket under `images/originals/`, for variants made again later.

export const putImageVariants = async (files: readonly ImageFile[]): Promise<void> => {
  await Promise.all(
    files.map((file) =>
      s3().send(
        new PutObjectCommand({
          Bucket: config('site').SITE_BUCKET,
          Key: file.key,
          Body: file.body,
          ContentType: file.contentType,
          CacheControl: imageCacheControl,
        }),
      ),
    ),
  );
};

export const putImageOriginal = async (hash: string, type: string, body: Buffer): Promise<void> => {
  await s3().send(
    new PutObjectCommand({
      Bucket: documentsBucket(),
      Key: `images/originals/${hash}.${type}`,
      Body: body,
      ContentType: `image/${type}`,
    }),
  );
};
