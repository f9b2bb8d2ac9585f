import { tokenAnswerSchema, tokenErrorSchema } from './graph-contract';
import { GraphError } from './graph-error';

// App-only access tokens for Graph in a customer's tenant: the OAuth 2.0 client credentials grant
// against `{authority}/{tenantId}/oauth2/v2.0/token` with the shop's multi-tenant app (its rights in
// the customer's tenant come from the customer's consent and the partner's GDAP roles, microsoft.md
// 3.3). One token per tenant is kept until 5 minutes before it expires, so a Lambda container asks
// the sign-in service about once an hour per tenant, and calls made at once share one request.

const graphScope = 'https://graph.microsoft.com/.default';
const renewBeforeMs = 5 * 60_000;

export interface ClientCredentials {
  /** `https://login.microsoftonline.com`, or the simulator's base. */
  authority: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** The clock the expiry is read on (tests move it). */
  now: () => number;
}

export type TokenSource = (tenantId: string) => Promise<string>;

const request = async (
  { authority, clientId, clientSecret, timeoutMs, now }: ClientCredentials,
  tenantId: string,
) => {
  let response: Response;
  try {
    response = await fetch(`${authority}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope: graphScope,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GraphError('unavailable', `The sign-in service did not answer: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const answer = tokenAnswerSchema.safeParse(body);
  if (response.ok && answer.success)
    return {
      token: answer.data.access_token,
      renewAt: now() + answer.data.expires_in * 1000 - renewBeforeMs,
    };
  const refusal = tokenErrorSchema.safeParse(body);
  const status = response.status;
  // A 4xx is about the app, its secret or the tenant (AADSTS7000215 a wrong secret, AADSTS90002 no
  // such tenant, AADSTS700016 no consent): asking again will not help.
  if (refusal.success && status >= 400 && status < 500 && status !== 429)
    throw new GraphError('unauthorized', refusal.data.error_description, {
      status,
      graphCode: refusal.data.error,
    });
  throw new GraphError('unavailable', `The sign-in service answered ${status} without a token`, { status });
};

export const clientCredentialsTokens = (credentials: ClientCredentials): TokenSource => {
  /** A token being fetched counts as fresh (`renewAt` infinite) until it arrives. */
  const held = new Map<string, { token: Promise<string>; renewAt: number }>();
  const fetchToken = (tenantId: string) => {
    const entry = { token: Promise.resolve(''), renewAt: Number.POSITIVE_INFINITY };
    entry.token = request(credentials, tenantId).then(
      ({ token, renewAt }) => {
        entry.renewAt = renewAt;
        return token;
      },
      (error: unknown) => {
        if (held.get(tenantId) === entry) held.delete(tenantId);
        throw error;
      },
    );
    held.set(tenantId, entry);
    return entry.token;
  };
  return (tenantId) => {
    const kept = held.get(tenantId);
    return kept && credentials.now() < kept.renewAt ? kept.token : fetchToken(tenantId);
  };
};
