import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../errors';

export const maxBodyBytes = 1024 * 1024;

/** Reads a JSON body through a strict schema: 415, 413, invalid_json or invalid_data, else the data. */
export const parseJsonBody = <S extends z.ZodMiniType>(
  event: APIGatewayProxyEventV2,
  schema: S,
): z.infer<S> => {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new AppError('unsupported_media_type');
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64')
    : Buffer.from(event.body ?? '', 'utf8');
  if (raw.byteLength > maxBodyBytes) throw new AppError('payload_too_large');
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AppError('invalid_data', toFieldErrors(parsed.error, data));
  return parsed.data;
};
