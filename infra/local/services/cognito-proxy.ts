import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AttemptLimit, createAttemptLimiter } from './attempt-limiter';

// The Cognito endpoint the site's Amplify talks to locally (`Auth.Cognito.userPoolEndpoint`), in front
// of cognito-local:
// - `GetTokensFromRefreshToken`, which Amplify v6 refreshes with and cognito-local lacks, is answered
//   as `InitiateAuth` with `REFRESH_TOKEN_AUTH` (same `AuthenticationResult`);
// - sign-in, sign-up, reminder and confirmation attempts are limited per caller IP and per account,
//   answering Cognito's `TooManyRequestsException` (on AWS, Cognito's own protection does this).

const targetPrefix = 'AWSCognitoIdentityProviderService.';

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

interface CognitoCall {
  Username?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ClientId?: string;
  RefreshToken?: string;
}

export interface CognitoProxyOptions {
  /** cognito-local's endpoint. */
  target: string;
  limits: { perAccount: AttemptLimit; perIp: AttemptLimit };
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parse = (body: string): CognitoCall => {
  try {
    return JSON.parse(body) as CognitoCall;
  } catch {
    return {};
  }
};

export const createCognitoProxy = ({ target, limits }: CognitoProxyOptions) => {
  const perAccount = createAttemptLimiter(limits.perAccount);
  const perIp = createAttemptLimiter(limits.perIp);

  const forward = async (action: string, body: string, req: IncomingMessage) =>
    fetch(`${target}/`, {
      method: 'POST',
      headers: {
        'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        'x-amz-target': `${targetPrefix}${action}`,
      },
      body,
    });

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const action = String(req.headers['x-amz-target'] ?? '').replace(targetPrefix, '');
    let body = await readBody(req);
    const call = parse(body);
    const ipKey = `ip:${req.socket.remoteAddress ?? ''}`;
    const username = (call.AuthParameters?.USERNAME ?? call.Username ?? '').toLowerCase();
    const accountKey = username && `account:${username}`;
    const isAttempt = attemptActions.has(action) && call.AuthFlow !== 'REFRESH_TOKEN_AUTH';

    if (isAttempt && (perIp.blocked(ipKey) || (accountKey && perAccount.blocked(accountKey)))) {
      res.writeHead(400, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': 'TooManyRequestsException',
      });
      res.end(
        JSON.stringify({
          __type: 'TooManyRequestsException',
          message: 'Too many attempts, try again later.',
        }),
      );
      return;
    }

    let forwardedAction = action;
    if (action === 'GetTokensFromRefreshToken') {
      forwardedAction = 'InitiateAuth';
      body = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: call.ClientId,
        AuthParameters: { REFRESH_TOKEN: call.RefreshToken ?? '' },
      });
    }
    const answer = await forward(forwardedAction, body, req);
    if (isAttempt) {
      if (answer.ok) {
        if (action === 'InitiateAuth' && accountKey) perAccount.clear(accountKey);
      } else {
        perIp.fail(ipKey);
        if (accountKey) perAccount.fail(accountKey);
      }
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amzn-errortype', 'x-amzn-requestid', 'x-amzn-errormessage']) {
      const value = answer.headers.get(name);
      if (value) headers[name] = value;
    }
    res.writeHead(answer.status, headers);
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
};
