import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { orderIdSchema } from '#shared/orders/order-requests';
import { AppError } from '../../lib/errors';

/** The `{id}` of an order route; an id no order can have is not found, as an unknown one is. */
export const orderIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = orderIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new AppError('order_not_found');
  return parsed.data;
};
