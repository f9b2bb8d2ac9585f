import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../errors';

/** Reads the query string through a strict schema: invalid_data naming the parameters, else the data. */
export const parseQuery = <S extends z.ZodMiniType>(event: APIGatewayProxyEventV2, schema: S): z.infer<S> => {
  const query = event.queryStringParameters ?? {};
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError('invalid_data', toFieldErrors(parsed.error, query));
  return parsed.data;
};
