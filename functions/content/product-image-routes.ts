import { imageUploadQuerySchema } from '#shared/catalogue/image-upload';
import {
  imageAltSchema,
  imageOrderSchema,
  imageRemovalQuerySchema,
} from '#shared/catalogue/product-image-edits';
import type { Request, Route } from '../lib/http/http-handler';
import { staffActorOf, staffMemberOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { addProductImage } from '../use-cases/catalogue/add-product-image';
import { editImageAlt } from '../use-cases/catalogue/edit-image-alt';
import { imageDeps } from '../use-cases/catalogue/image-deps';
import { readProductImages } from '../use-cases/catalogue/read-product-images';
import { removeProductImage } from '../use-cases/catalogue/remove-product-image';
import { reorderProductImages } from '../use-cases/catalogue/reorder-product-images';
import { imageBytesOf } from './image-bytes';

// The content staff's product images (access `content`): 403 `not_allowed` outside the group; an edit
// made on images someone changed meanwhile is 409 `changed_meanwhile` (the screen reads them again).

const productIdOf = ({ event }: Request) => event.pathParameters?.id ?? '';
const hashOf = ({ event }: Request) => event.pathParameters?.hash ?? '';
const editorOf = (request: Request) => staffActorOf(request, 'content');

/** GET /api/content/products/{id}/images: the images, their revision and their history; 404 `product_not_found`. */
export const getProductImagesRoute: Route = async (request) => {
  staffMemberOf(request, 'content');
  return replyOf(await readProductImages(imageDeps(), productIdOf(request)), 200);
};

/**
 * `POST /api/content/products/{id}/images?alt.pl=…&alt.en=…`, the image's bytes as the body: 201
 * `{ images, revision }`. A header other than JPEG, PNG or WebP is 415 before the bytes are read; the
 * bytes' own type is checked again by the use case.
 */
export const postProductImage: Route = async (request) => {
  const actor = editorOf(request);
  const bytes = imageBytesOf(request.event);
  const { alt } = parseQuery(request.event, imageUploadQuerySchema);
  return replyOf(
    await addProductImage(imageDeps(), { productId: productIdOf(request), bytes, alt }, actor),
    201,
  );
};

/** PUT /api/content/products/{id}/images/order `{ revision, order }`: 200 `{ images, revision }`. */
export const putImageOrder: Route = async (request) => {
  const actor = editorOf(request);
  const input = parseJsonBody(request.event, imageOrderSchema);
  return replyOf(
    await reorderProductImages(imageDeps(), { productId: productIdOf(request), ...input }, actor),
    200,
  );
};

/** PUT /api/content/products/{id}/images/{hash}/alt `{ revision, alt }`: 200; 404 `image_not_found`. */
export const putImageAlt: Route = async (request) => {
  const actor = editorOf(request);
  const input = parseJsonBody(request.event, imageAltSchema);
  return replyOf(
    await editImageAlt(
      imageDeps(),
      { productId: productIdOf(request), hash: hashOf(request), ...input },
      actor,
    ),
    200,
  );
};

/** DELETE /api/content/products/{id}/images/{hash}?revision=: 200 `{ images, revision }`; 404 `image_not_found`. */
export const deleteProductImage: Route = async (request) => {
  const actor = editorOf(request);
  const { revision } = parseQuery(request.event, imageRemovalQuerySchema);
  return replyOf(
    await removeProductImage(
      imageDeps(),
      { productId: productIdOf(request), hash: hashOf(request), revision },
      actor,
    ),
    200,
  );
};
