import { randomUUID } from 'node:crypto';
import type { GraphErrorBody } from '#functions/lib/graph/graph-contract';

// Graph's answers as the simulator sends them: a status, a JSON body, headers. Every refusal has
// Graph's shape, `{error: {code, message, innerError: {date, request-id}}}`, with
// `details` where Graph names the property at fault, and the words Graph uses for it (the adapter
// tells several `Request_BadRequest`s apart by them, as any Graph client must).

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const refusal = (
  now: number,
  status: number,
  code: string,
  message: string,
  details?: { code: string; target: string }[],
): Answer => {
  const requestId = randomUUID();
  const body: GraphErrorBody = {
    error: {
      code,
      message,
      ...(details ? { details } : {}),
      // Graph writes the date without a zone or fraction.
      innerError: { date: new Date(now).toISOString().slice(0, 19), 'request-id': requestId },
    },
  };
  return { status, body };
};

const badRequest = (now: number, message: string, details?: { code: string; target: string }[]) =>
  refusal(now, 400, 'Request_BadRequest', message, details);

export const refusals = {
  notFound: (now: number, id: string) =>
    refusal(
      now,
      404,
      'Request_ResourceNotFound',
      `Resource '${id}' does not exist or one of its queried reference-property objects are not present.`,
    ),
  userPrincipalNameTaken: (now: number) =>
    badRequest(now, 'Another object with the same value for property userPrincipalName already exists.', [
      { code: 'ObjectConflict', target: 'userPrincipalName' },
    ]),
  invalidUserPrincipalName: (now: number) =>
    badRequest(now, 'Property userPrincipalName is invalid.', [
      { code: 'InvalidValue', target: 'userPrincipalName' },
    ]),
  unverifiedDomain: (now: number) =>
    badRequest(
      now,
      'The domain portion of the userPrincipalName property is invalid. You must use one of the verified domain names in your organization.',
      [{ code: 'InvalidValue', target: 'userPrincipalName' }],
    ),
  invalidValue: (now: number, property: string) =>
    badRequest(now, `Invalid value specified for property '${property}' of resource 'User'.`, [
      { code: 'InvalidValue', target: property },
    ]),
  weakPassword: (now: number) =>
    badRequest(
      now,
      'The specified password does not comply with password complexity requirements. Please provide a different password.',
    ),
  noUsageLocation: (now: number) =>
    badRequest(now, 'License assignment cannot be done for user with invalid usage location.'),
  noFreeLicence: (now: number, skuId: string) =>
    badRequest(now, `Subscription with SKU ${skuId} does not have any available licenses.`),
  unknownSku: (now: number, skuId: string) =>
    badRequest(now, `License ${skuId} does not correspond to a valid company License.`),
  licenceNotAssigned: (now: number) => badRequest(now, 'User does not have a corresponding license.'),
  missingParameters: (now: number, operation: string) =>
    badRequest(
      now,
      `One or more parameters of the operation '${operation}' are missing from the request payload.`,
    ),
  conflictingObject: (now: number) =>
    badRequest(
      now,
      'A conflicting object with one or more of the specified property values is present in the directory.',
    ),
  invalidRequest: (now: number, message: string) => refusal(now, 400, 'BadRequest', message),
  methodNotAllowed: (now: number) =>
    refusal(now, 405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.'),
  emptyToken: (now: number) => refusal(now, 401, 'InvalidAuthenticationToken', 'Access token is empty.'),
  invalidToken: (now: number) =>
    refusal(now, 401, 'InvalidAuthenticationToken', 'Access token validation failure. Invalid audience.'),
  expiredToken: (now: number) =>
    refusal(now, 401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.'),
  throttled: (now: number): Answer => ({
    ...refusal(now, 429, 'activityLimitReached', 'The app or user has been throttled.'),
    headers: { 'retry-after': '1' },
  }),
  unavailable: (now: number): Answer => ({
    ...refusal(
      now,
      503,
      'serviceNotAvailable',
      'The service is not available. Try the request again after a delay.',
    ),
    headers: { 'retry-after': '1' },
  }),
};
