import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { AppError } from '../lib/errors';

/** The `{id}` of a product route; an id no product can have is an unknown product. */
export const productIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = catalogueIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new AppError('product_not_found');
  return parsed.data;
};
