import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { addToBasketSchema, applyDiscountCodeSchema } from '#shared/basket/basket-requests';
import { basketConsentsSchema, basketQuantityBodySchema } from '#shared/basket/basket-route-bodies';
import type { BasketView } from '#shared/basket/basket-view';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { fieldMessages } from '#shared/validation';
import { AppError } from '../../lib/errors';
import { withCookies } from '../../lib/http/cookies';
import type { Request, Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { replyOf } from '../../lib/http/reply-of';
import { applyDiscountCode } from '../../use-cases/basket/apply-discount-code';
import type { BasketBuyer } from '../../use-cases/basket/basket-buyer';
import { changeBasketLine } from '../../use-cases/basket/change-basket-line';
import { deps } from '../../use-cases/basket/deps';
import { readBasket } from '../../use-cases/basket/read-basket';
import { removeDiscountCode } from '../../use-cases/basket/remove-discount-code';
import { setBasketConsents } from '../../use-cases/basket/set-basket-consents';
import type { Result } from '../../use-cases/result';
import type { CallerOf } from './basket-callers';

/** The `{productId}` of a basket line's route. */
const productIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = catalogueIdSchema.safeParse(event.pathParameters?.productId);
  if (!parsed.success)
    throw new AppError('invalid_data', [{ path: 'productId', message: fieldMessages.invalidValue }]);
  return parsed.data;
};

/**
 * The basket routes of one kind of caller (guest by cookie, customer by token); each parses, calls
 * the use case and answers the priced basket. A write renews the guest's cookie.
 */
export const basketRoutes = (callerOf: CallerOf) => {
  const write =
    (run: (buyer: BasketBuyer, event: APIGatewayProxyEventV2) => Promise<Result<BasketView>>): Route =>
    async (request: Request) => {
      const { buyer, cookies } = callerOf(request);
      return withCookies(replyOf(await run(buyer, request.event), 200), cookies);
    };
  return {
    read: async (request: Request) => replyOf(await readBasket(deps(), callerOf(request).buyer), 200),
    add: write((buyer, event) =>
      changeBasketLine(deps(), buyer, { type: 'add', ...parseJsonBody(event, addToBasketSchema) }),
    ),
    setQuantity: write((buyer, event) =>
      changeBasketLine(deps(), buyer, {
        type: 'setQuantity',
        productId: productIdOf(event),
        ...parseJsonBody(event, basketQuantityBodySchema),
      }),
    ),
    remove: write((buyer, event) =>
      changeBasketLine(deps(), buyer, { type: 'remove', productId: productIdOf(event) }),
    ),
    applyDiscount: write((buyer, event) =>
      applyDiscountCode(
        deps(),
        buyer,
        parseJsonBody(event, applyDiscountCodeSchema).code,
        event.requestContext.http.sourceIp,
      ),
    ),
    removeDiscount: write((buyer) => removeDiscountCode(deps(), buyer)),
    setConsents: write((buyer, event) =>
      setBasketConsents(deps(), buyer, parseJsonBody(event, basketConsentsSchema)),
    ),
  };
};
