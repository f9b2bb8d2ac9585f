import { tokenAnswerSchema } from './partner-center-contract';
import { PartnerCenterError } from './port';

// Partner Center's App+User access token: the app's refresh token (from the partner's consent) traded
// at Microsoft Entra's token endpoint for an access token to the Partner Center resource, kept until
// five minutes before it expires. Calls made while it is being fetched wait for that one request
// rather than each asking Entra (hundreds at once would time out, and Entra throttles). The same code
// asks the simulator's endpoint locally.

export interface PartnerCenterCredentials {
  /** e.g. `https://login.microsoftonline.com`; the simulator's `…/_local/partner-center/login` locally. */
  authority: string;
  partnerTenantId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

const resource = 'https://api.partnercenter.microsoft.com';
const earlyMs = 5 * 60_000;
/** Entra answers a token request within a second or two; five leave the caller's retries their time. */
const tokenTimeoutMs = 5_000;

export const partnerCenterTokens = (
  credentials: PartnerCenterCredentials,
  fetchImpl: typeof fetch = fetch,
) => {
  let cached: { token: string; until: number } | undefined;
  let asking: Promise<string> | undefined;
  const ask = async (): Promise<string> => {
    const response = await fetchImpl(`${credentials.authority}/${credentials.partnerTenantId}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        resource,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        refresh_token: credentials.refreshToken,
      }),
      signal: AbortSignal.timeout(tokenTimeoutMs),
    }).catch((error: unknown) => {
      throw new PartnerCenterError('unavailable', `token endpoint unreachable: ${String(error)}`);
    });
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !answer.success)
      // A refused secret or refresh token is a configuration fault, not a retry's matter.
      throw new PartnerCenterError(
        response.status >= 500 ? 'unavailable' : 'invalid_request',
        `token endpoint answered ${response.status}`,
      );
    cached = {
      token: answer.data.access_token,
      until: Date.now() + Number(answer.data.expires_in) * 1000 - earlyMs,
    };
    return cached.token;
  };
  return async (): Promise<string> => {
    if (cached && Date.now() < cached.until) return cached.token;
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
  };
};
