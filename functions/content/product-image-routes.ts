import { imageUploadQuerySchema } from '#shared/catalogue/image-upload';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { putImageOriginal, putImageVariants } from '../lib/images/image-store';
import { renderVariants } from '../lib/images/image-variants';
import { readUpload } from '../lib/images/read-upload';
import { productImageAdd } from '../lib/table/catalogue';
import { addProductImage } from '../use-cases/catalogue/add-product-image';
import { deps } from '../use-cases/catalogue/deps';

const imageTypes = /^image\/(jpeg|png|webp)\s*(;|$)/i;

/**
 * `POST /api/content/products/{id}/images?alt.pl=…&alt.en=…` (access `content`), the image's bytes as
 * the body: 201 `{ images }`. A header other than JPEG, PNG or WebP is 415 before the bytes are read;
 * the bytes' own type is checked again by the use case.
 */
export const postProductImage: Route = async (request) => {
  staffMemberOf(request, 'content');
  const { event } = request;
  if (!imageTypes.test(event.headers['content-type'] ?? '')) throw new AppError('image_type_not_allowed');
  const { alt } = parseQuery(event, imageUploadQuerySchema);
  const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'latin1');
  const { readProduct, commit, clock } = deps();
  const ports = {
    readProduct,
    commit,
    clock,
    readUpload,
    renderVariants,
    putImageVariants,
    putImageOriginal,
    productImageAdd,
  };
  return replyOf(
    await addProductImage(ports, { productId: event.pathParameters?.id ?? '', bytes, alt }),
    201,
  );
};
