import { randomUUID } from 'node:crypto';
import type { Answer } from './graph-answers';
import { type SimulatedDirectory, tokenLifetimeSeconds } from './simulated-directory';

// The Microsoft identity platform's token endpoint, `POST /{tenant}/oauth2/v2.0/token`, for the
// client credentials grant only: any client id with the secret below gets a token for Graph in that
// tenant (by id or by domain); refusals carry Entra's `AADSTS` codes and words.

/** The one client secret the simulator accepts; the local runtime gives it to the adapter. */
export const simulatorClientSecret = 'local-graph-secret';

/** The app-only scope for Graph: its resource id with `/.default`, the permissions consented. */
const graphScope = 'https://graph.microsoft.com/.default';

const refusal = (now: number, status: number, error: string, code: number, words: string): Answer => {
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = `${new Date(now).toISOString().slice(0, 19).replace('T', ' ')}Z`;
  return {
    status,
    body: {
      error,
      error_description: `AADSTS${code}: ${words} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    },
  };
};

export const issueToken = (
  directory: SimulatedDirectory,
  tenantIdOrDomain: string,
  form: URLSearchParams,
) => {
  const now = directory.now();
  const tenant = directory.tenant(tenantIdOrDomain);
  if (!tenant)
    return refusal(
      now,
      400,
      'invalid_request',
      90002,
      `Tenant '${tenantIdOrDomain}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
    );
  const grantType = form.get('grant_type');
  if (grantType !== 'client_credentials')
    return refusal(
      now,
      400,
      'unsupported_grant_type',
      70003,
      `The app requested an unsupported grant type '${grantType ?? ''}'.`,
    );
  const clientId = form.get('client_id');
  if (!clientId)
    return refusal(
      now,
      400,
      'invalid_request',
      900144,
      "The request body must contain the following parameter: 'client_id'.",
    );
  if (form.get('client_secret') !== simulatorClientSecret)
    return refusal(
      now,
      401,
      'invalid_client',
      7000215,
      `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
    );
  if (form.get('scope') !== graphScope)
    return refusal(
      now,
      400,
      'invalid_scope',
      1002012,
      'The provided value for scope is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).',
    );
  return {
    status: 200,
    body: {
      token_type: 'Bearer',
      expires_in: tokenLifetimeSeconds,
      ext_expires_in: tokenLifetimeSeconds,
      access_token: directory.issueToken(tenant.tenantId),
    },
  };
};
