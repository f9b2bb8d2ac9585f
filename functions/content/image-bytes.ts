import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../lib/errors';

const imageTypes = /^image\/(jpeg|png|webp)\s*(;|$)/i;

/**
 * An uploaded image's bytes (the request's body); a `Content-Type` other than JPEG, PNG or WebP is 415
 * `image_type_not_allowed` before they are read (the use cases check the bytes' own type again).
 */
export const imageBytesOf = (event: APIGatewayProxyEventV2): Buffer => {
  if (!imageTypes.test(event.headers['content-type'] ?? '')) throw new AppError('image_type_not_allowed');
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'latin1');
};
