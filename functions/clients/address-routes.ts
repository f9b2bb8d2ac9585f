import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { deliveryAddressSchema } from '#shared/orders/delivery-address';
import { addressIdSchema } from '#shared/orders/saved-address';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { addAddress } from '../use-cases/clients/add-address';
import { addressDeps } from '../use-cases/clients/address-deps';
import { editAddress } from '../use-cases/clients/edit-address';
import { listAddresses } from '../use-cases/clients/list-addresses';
import { removeAddress } from '../use-cases/clients/remove-address';

/** The `{id}` of an address route; an id no address can have is not found, as an unknown one is. */
const addressIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = addressIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new AppError('address_not_found');
  return parsed.data;
};

/** GET /api/clients/me/addresses: the caller's saved delivery addresses. */
export const getMyAddresses: Route = async (request) =>
  replyOf(await listAddresses(addressDeps(), { userId: ownerOf(request) }), 200);

/** POST /api/clients/me/addresses: saves a delivery address (at most 20). */
export const postMyAddress: Route = async (request) => {
  const userId = ownerOf(request);
  const address = parseJsonBody(request.event, deliveryAddressSchema);
  return replyOf(await addAddress(addressDeps(), { userId, address }), 201);
};

/** PUT /api/clients/me/addresses/{id}: replaces one of the caller's addresses (the body is checked first). */
export const putMyAddress: Route = async (request) => {
  const userId = ownerOf(request);
  const address = parseJsonBody(request.event, deliveryAddressSchema);
  const id = addressIdOf(request.event);
  return replyOf(await editAddress(addressDeps(), { userId, saved: { id, address } }), 200);
};

/** DELETE /api/clients/me/addresses/{id}: removes one of the caller's addresses. */
export const deleteMyAddress: Route = async (request) => {
  const userId = ownerOf(request);
  return replyOf(await removeAddress(addressDeps(), { userId, id: addressIdOf(request.event) }), 200);
};
