import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { userPool } from '../../wiring';
import { type AttemptLimit, createAttemptLimiter } from './attempt-limiter';

// The Cognito endpoint the site's Amplify talks to locally (`Auth.Cognito.userPoolEndpoint`), in front
// of cognito-local, which trusts whoever reaches it. The proxy answers as Cognito's public API would:
// - only the operations the site (or any signed-in user on AWS) may call pass; `Admin*` and the pool
//   management calls never do;
// - bodies over `maxBodyBytes` and anything that is not a JSON object are refused; every refusal,
//   and every failure of cognito-local (which answers HTML stack traces), is Cognito-shaped JSON, 400;
// - attributes outside `wiring.userPool.writeAttributes` are refused on `SignUp` and
//   `UpdateUserAttributes` with Cognito's own error, and access tokens are verified against
//   cognito-local's keys (cognito-local itself only decodes them);
// - `GetTokensFromRefreshToken`, which Amplify v6 refreshes with and cognito-local lacks, is answered
//   as `InitiateAuth` with `REFRESH_TOKEN_AUTH` (same `AuthenticationResult`);
// - sign-in, sign-up, reminder and confirmation attempts are limited per caller IP and per account,
//   answering Cognito's `TooManyRequestsException` (on AWS, Cognito's own protection does this).

const targetPrefix = 'AWSCognitoIdentityProviderService.';

/** Cognito's requests are small; this is far above any the site sends. */
export const maxBodyBytes = 64 * 1024;

/** What passes: the site's calls (Amplify), plus `UpdateUserAttributes`, which Cognito offers every user. */
export const allowedActions = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'UpdateUserAttributes',
  // TOTP for staff accounts; `GetUser` answers whether it is on (the account's two-step sign-in screen).
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'GetUser',
]);

/** Calls that guess something (a password, a code) or send mail. */
const attemptActions = new Set([
  'InitiateAuth',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ResendConfirmationCode',
  // A wrong current password: no username in the call, so only the caller IP is counted.
  'ChangePassword',
]);

const writable = new Set<string>(userPool.writeAttributes);

interface CognitoCall {
  Username?: unknown;
  AuthFlow?: unknown;
  AuthParameters?: { USERNAME?: unknown };
  ClientId?: unknown;
  RefreshToken?: unknown;
  AccessToken?: unknown;
  UserAttributes?: unknown;
}

export interface CognitoProxyOptions {
  /** cognito-local's endpoint. */
  target: string;
  limits: { perAccount: AttemptLimit; perIp: AttemptLimit };
}

class Refusal extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body, or undefined past the limit (the rest is read and dropped, never kept). */
const readBody = (req: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => resolve(size <= maxBodyBytes ? Buffer.concat(chunks).toString('utf8') : undefined));
    req.on('error', reject);
  });

const parse = (body: string): CognitoCall => {
  let call: unknown;
  try {
    call = JSON.parse(body);
  } catch {
    throw new Refusal('SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof call !== 'object' || call === null || Array.isArray(call)) {
    throw new Refusal('SerializationException', 'The request body must be a JSON object.');
  }
  return call as CognitoCall;
};

/** Cognito refuses an attribute the app client may not write, naming none. */
const checkWritable = (attributes: unknown) => {
  const names = Array.isArray(attributes) ? attributes.map((a) => (a as { Name?: unknown })?.Name) : [];
  if (names.some((name) => typeof name !== 'string' || !writable.has(name))) {
    throw new Refusal('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
};

const issuerOf = (token: unknown): string | undefined => {
  try {
    return typeof token === 'string' ? decodeJwt(token).iss : undefined;
  } catch {
    return undefined;
  }
};

const send = (
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
) => {
  res.writeHead(status, headers);
  res.end(body);
};

const refuse = (res: ServerResponse, refusal: Refusal) =>
  send(
    res,
    400,
    { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': refusal.type },
    JSON.stringify({ __type: refusal.type, message: refusal.message }),
  );

export const createCognitoProxy = ({ target, limits }: CognitoProxyOptions) => {
  const perAccount = createAttemptLimiter(limits.perAccount);
  const perIp = createAttemptLimiter(limits.perIp);
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  /** As Cognito does: a token cognito-local signed, for access, not expired. */
  const verifyAccessToken = async (token: unknown) => {
    const issuer = issuerOf(token);
    if (!issuer?.startsWith(`${target}/`))
      throw new Refusal('NotAuthorizedException', 'Invalid Access Token');
    const keys = keySets.get(issuer) ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    keySets.set(issuer, keys);
    const verified = await jwtVerify(String(token), keys, { issuer }).catch(() => undefined);
    if (verified?.payload.token_use !== 'access') {
      throw new Refusal('NotAuthorizedException', 'Invalid Access Token');
    }
  };

  const forward = async (action: string, body: string) => {
    const answer = await fetch(`${target}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `${targetPrefix}${action}`,
      },
      body,
    });
    const text = await answer.text();
    const json = (() => {
      try {
        return JSON.parse(text) as { __type?: unknown };
      } catch {
        return undefined;
      }
    })();
    // cognito-local answers a request it chokes on with 500 and an HTML page or an empty error.
    if (answer.status >= 500 || !json || (!answer.ok && typeof json.__type !== 'string')) {
      throw new Refusal('InvalidParameterException', 'The request could not be processed.');
    }
    return { ok: answer.ok, status: answer.status, text, type: json.__type };
  };

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const action = String(req.headers['x-amz-target'] ?? '').replace(targetPrefix, '');
    const raw = await readBody(req);
    if (req.method !== 'POST' || !allowedActions.has(action)) {
      throw new Refusal('UnknownOperationException', 'This endpoint does not offer the operation.');
    }
    if (raw === undefined) throw new Refusal('SerializationException', 'The request body is too large.');
    const call = parse(raw);
    const ipKey = `ip:${req.socket.remoteAddress ?? ''}`;
    const username = call.AuthParameters?.USERNAME ?? call.Username;
    const accountKey = typeof username === 'string' && username ? `account:${username.toLowerCase()}` : '';
    const isAttempt = attemptActions.has(action) && call.AuthFlow !== 'REFRESH_TOKEN_AUTH';

    if (isAttempt && (perIp.blocked(ipKey) || (accountKey && perAccount.blocked(accountKey)))) {
      throw new Refusal('TooManyRequestsException', 'Too many attempts, try again later.');
    }
    if (action === 'SignUp' || action === 'UpdateUserAttributes') checkWritable(call.UserAttributes);
    if (call.AccessToken !== undefined) await verifyAccessToken(call.AccessToken);

    let forwarded = { action, body: raw };
    if (action === 'GetTokensFromRefreshToken') {
      forwarded = {
        action: 'InitiateAuth',
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: call.ClientId,
          AuthParameters: { REFRESH_TOKEN: call.RefreshToken },
        }),
      };
    }
    const answered = await forward(forwarded.action, forwarded.body);
    if (isAttempt) {
      if (answered.ok) {
        if (action === 'InitiateAuth' && accountKey) perAccount.clear(accountKey);
      } else {
        perIp.fail(ipKey);
        if (accountKey) perAccount.fail(accountKey);
      }
    }
    const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1' };
    if (typeof answered.type === 'string') headers['x-amzn-errortype'] = answered.type;
    send(res, answered.status, headers, answered.text);
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await answer(req, res);
    } catch (error) {
      if (!(error instanceof Refusal)) console.error('[cognito-proxy] could not answer:', error);
      if (res.headersSent) return void res.destroy();
      refuse(
        res,
        error instanceof Refusal
          ? error
          : new Refusal('InternalErrorException', 'The request could not be processed.'),
      );
    }
  };
};
