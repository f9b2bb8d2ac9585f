import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { idempotencyKeySchema } from '#shared/orders/order-requests';
import { placeOrderInputSchema } from '#shared/orders/place-order-input';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { errorReply, json } from '../../lib/http/reply';
import { placeOrder } from '../../use-cases/orders/place-order';
import { placementDeps } from '../../use-cases/orders/placement-deps';
import type { CallerOf } from '../basket/basket-callers';

/** The `Idempotency-Key` header; missing or malformed: 400 `idempotency_key_required`. */
const idempotencyKeyOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = idempotencyKeySchema.safeParse(event.headers['idempotency-key']);
  if (!parsed.success) throw new AppError('idempotency_key_required');
  return parsed.data;
};

/**
 * `POST /api/orders/orders` (a guest's basket by its cookie) and `POST /api/orders/me/orders` (the
 * customer's): 201 with the order; a stale or short basket's refusal carries the basket as it is now
 * in `details.basket`.
 */
export const placeOrderRoute =
  (callerOf: CallerOf): Route =>
  async (request) => {
    const placement = parseJsonBody(request.event, placeOrderInputSchema);
    const idempotencyKey = idempotencyKeyOf(request.event);
    const { buyer } = callerOf(request);
    const result = await placeOrder(placementDeps(), { buyer, idempotencyKey, placement });
    if (result.ok) return json(201, result.value);
    const details = 'basket' in result && result.basket ? { basket: result.basket } : undefined;
    return errorReply(result.code, result.fields, undefined, details);
  };
