import type { ArticlePicture } from '#shared/blog/article-picture';
import type { ProductImagePorts } from '../catalogue/add-product-image';
import { fail, ok, type Result } from '../result';

export type ArticlePicturePorts = Pick<
  ProductImagePorts,
  'readUpload' | 'renderVariants' | 'putImageVariants' | 'putImageOriginal'
>;

/**
 * Content staff upload a picture for an article. Input: the bytes. Output: the picture (its hash and
 * size), which the editor puts in the Markdown. Course: the bytes checked as a product image's are
 * (`readUpload`: the type from the bytes, size, pixels, shortest side: `image_type_not_allowed`,
 * `image_too_large`, `image_too_small`, `image_unreadable`); its variants into the site bucket and the
 * cleaned original into the documents bucket, content-named, so the same picture again writes the
 * same files. The article records it when it is saved with it.
 */
export const addArticlePicture = async (
  ports: ArticlePicturePorts,
  bytes: Buffer,
): Promise<Result<ArticlePicture>> => {
  const read = await ports.readUpload(bytes);
  if (!read.ok) return fail(read.code);
  const { upload } = read;
  await ports.putImageVariants(await ports.renderVariants(upload.original, upload.hash, upload.width));
  await ports.putImageOriginal(upload.hash, upload.type, upload.original);
  return ok({ hash: upload.hash, width: upload.width, height: upload.height });
};
