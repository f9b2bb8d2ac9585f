import {
  deviceAuthorisationSchema,
  deviceCodeGrantType,
  oauthErrorSchema,
  oauthErrors,
  type TokenAnswer,
  tokenAnswerSchema,
} from './allegro-contract';
import { type AllegroHttpOptions, allegroSender, answerOf, failureOf } from './allegro-http';
import { type AllegroAuthorisation, AllegroError, type AllegroTokens, type DevicePoll } from './port';

// The shop account's authorisation at Allegro's authority, over fetch: the OAuth device flow (the
// seller confirms a user code on Allegro's page while the shop polls) and the refresh-token grant,
// each with the application's client id and secret as Basic credentials and the grant in the query,
// as Allegro's guide writes the calls. Refresh tokens rotate: each refresh answers a new one and the
// one used is refused from then on, so the caller keeps the newest.

export interface AllegroOAuthOptions extends AllegroHttpOptions {
  /** `https://allegro.pl`; the simulator's `…/_local/allegro` locally. */
  authority: string;
  clientId: string;
  clientSecret: string;
  clock?: () => Date;
}

const pollOutcomes: Record<string, DevicePoll> = {
  [oauthErrors.pending]: { status: 'pending' },
  [oauthErrors.slowDown]: { status: 'slow_down' },
  [oauthErrors.denied]: { status: 'denied' },
};

export const allegroOAuth = (options: AllegroOAuthOptions): AllegroAuthorisation => {
  const send = allegroSender(options);
  const clock = options.clock ?? (() => new Date());
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const post = (path: string, query: Record<string, string>, form?: Record<string, string>) =>
    send('POST', `${options.authority}${path}?${new URLSearchParams(query)}`, async () => ({
      headers: {
        authorization: basic,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: String(new URLSearchParams(form)) } : {}),
    }));

  /** 401 at the authority is the application's credentials refused: configuration, not the seller's. */
  const refusalOf = async (response: Response) =>
    response.status === 401
      ? new AllegroError('invalid_request', "Allegro refused the application's client id or secret")
      : failureOf(response);

  const tokensOf = (answer: TokenAnswer): AllegroTokens => ({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: new Date(clock().getTime() + Number(answer.expires_in) * 1000).toISOString(),
  });

  return {
    startDeviceAuthorisation: async () => {
      const response = await post('/auth/oauth/device', {}, { client_id: options.clientId });
      if (!response.ok) throw await refusalOf(response);
      const answer = await answerOf(response, deviceAuthorisationSchema, 'device authorisation');
      return {
        deviceCode: answer.device_code,
        userCode: answer.user_code,
        verificationUri: answer.verification_uri,
        verificationUriComplete: answer.verification_uri_complete,
        expiresIn: Number(answer.expires_in),
        interval: Number(answer.interval),
      };
    },
    pollDeviceAuthorisation: async (deviceCode) => {
      const response = await post('/auth/oauth/token', {
        grant_type: deviceCodeGrantType,
        device_code: deviceCode,
      });
      if (response.ok)
        return { status: 'granted', tokens: tokensOf(await answerOf(response, tokenAnswerSchema, 'tokens')) };
      if (response.status !== 400) throw await refusalOf(response);
      const refusal = oauthErrorSchema.safeParse(await response.json().catch(() => undefined));
      // Anything else is a dead code: `expired_token`, or `invalid_request` for one spent or unknown.
      return (refusal.success ? pollOutcomes[refusal.data.error] : undefined) ?? { status: 'expired' };
    },
    refresh: async (refreshToken) => {
      const response = await post('/auth/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      if (response.ok) return tokensOf(await answerOf(response, tokenAnswerSchema, 'tokens'));
      if (response.status === 400)
        throw new AllegroError('unauthorised', (await failureOf(response)).message);
      throw await refusalOf(response);
    },
  };
};
