import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { replyOf } from '../lib/http/reply-of';
import { addArticlePicture } from '../use-cases/blog/add-article-picture';
import { imageDeps } from '../use-cases/catalogue/image-deps';
import { imageBytesOf } from './image-bytes';

/**
 * `POST /api/content/article-pictures` (access `content`), the picture's bytes as the body: 201 the
 * picture (`hash`, `width`, `height`); the refusals of a product image's upload.
 */
export const postArticlePicture: Route = async (request) => {
  staffMemberOf(request, 'content');
  return replyOf(await addArticlePicture(imageDeps(), imageBytesOf(request.event)), 201);
};
