import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { marketplaceFormIdSchema } from '#shared/orders/marketplace-requests';
import { AllegroError } from '../lib/allegro/port';
import { shopAllegro } from '../lib/allegro/shop-allegro';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { json } from '../lib/http/reply';
import { replyOf } from '../lib/http/reply-of';
import {
  forgetProblem,
  listProblems,
  moveJournal,
  readConnection,
  readJournal,
  writeConnection,
} from '../lib/table/marketplace';
import {
  type ConnectionPorts,
  checkAllegroConnection,
  marketplaceStatus,
  startAllegroConnection,
} from '../use-cases/marketplace/connect-allegro';
import { marketplaceDeps } from '../use-cases/marketplace/deps';
import { importProblemForm } from '../use-cases/marketplace/import-allegro-orders';

// The operations staff's routes of the shop's Allegro account (access `operations`): its connection
// by device code, the journal's figures, and the orders kept for the staff.

const connectionPorts = (): ConnectionPorts => {
  const { authorisation, sellerWith } = shopAllegro();
  return {
    authorisation,
    sellerWith,
    readConnection,
    writeConnection,
    readJournal: () => readJournal('allegro'),
    moveJournal,
    listProblems: () => listProblems('allegro'),
    clock: () => new Date(),
  };
};

/** Allegro's silence as the staff's `allegro_unavailable`, its refusal of the account as `allegro_authorisation_refused`. */
const atAllegro = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AllegroError)) throw error;
    throw new AppError(
      error.failure === 'unauthorised' ? 'allegro_authorisation_refused' : 'allegro_unavailable',
    );
  }
};

const formIdOf = (event: APIGatewayProxyEventV2): string => {
  const parsed = marketplaceFormIdSchema.safeParse(event.pathParameters?.formId);
  if (!parsed.success) throw new AppError('marketplace_problem_not_found');
  return parsed.data;
};

/** `GET /api/marketplace/staff/allegro`: the connection, the journal's figures, the problems. */
export const getAllegroStatus: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return json(200, await marketplaceStatus(connectionPorts()));
};

/** `POST /api/marketplace/staff/allegro/connection`: a device code to confirm at Allegro (201). */
export const postAllegroConnection: Route = async (request) => {
  const { email } = staffMemberOf(request, 'operations');
  return replyOf(
    await atAllegro(() => startAllegroConnection(connectionPorts(), email ?? 'operations')),
    201,
  );
};

/** `POST /api/marketplace/staff/allegro/connection/check`: whether the seller confirmed the code. */
export const postAllegroConnectionCheck: Route = async (request) => {
  const { email } = staffMemberOf(request, 'operations');
  return replyOf(
    await atAllegro(() => checkAllegroConnection(connectionPorts(), email ?? 'operations')),
    200,
  );
};

/**
 * `POST /api/marketplace/staff/allegro/problems/{formId}/import`: a kept order imported again once
 * its cause is fixed; answers `{ outcome }` (`imported`, `problem`, `nothing`), 404 when none waits.
 */
export const postAllegroProblemImport: Route = async (request) => {
  staffMemberOf(request, 'operations');
  const formId = formIdOf(request.event);
  const outcome = await atAllegro(() => importProblemForm(marketplaceDeps(shopAllegro().seller), formId));
  if (!outcome) throw new AppError('marketplace_problem_not_found');
  return json(200, { outcome });
};

/**
 * `DELETE /api/marketplace/staff/allegro/problems/{formId}`: a kept order settled outside the shop;
 * answers the status without it.
 */
export const deleteAllegroProblem: Route = async (request) => {
  staffMemberOf(request, 'operations');
  await forgetProblem('allegro', formIdOf(request.event));
  return json(200, await marketplaceStatus(connectionPorts()));
};
