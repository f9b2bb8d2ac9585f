import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DeviceAuthorisationAnswer,
  deviceCodeGrantType,
  type OAuthErrorAnswer,
  oauthErrors,
  type TokenAnswer,
} from '#functions/lib/allegro/allegro-contract';
import { json, readForm } from '../przelewy24/http';
import type { AllegroBook, DeviceGrant } from './allegro-book';
import { simulatorApplication } from './allegro-fixtures';

// Allegro's OAuth endpoints as its guide documents them, for the shop's application only (Basic
// `client_id:client_secret`, else 401 `invalid_client`): `POST /auth/oauth/device` starts a device
// authorisation (a user code for the seller to confirm on the verification page), `POST
// /auth/oauth/token` answers its polls (`authorization_pending` until confirmed, `slow_down` sooner
// than `interval` after the last poll, `access_denied`, `expired_token` past its life, `invalid_request`
// "Invalid device code" once spent or unknown) and the refresh-token grant. Refresh tokens rotate: a
// used one is `invalid_grant`. Parameters are read from the query and the form body alike.

export interface OAuthTimes {
  clock: () => Date;
  /** An access token's life (Allegro's: 12 hours). */
  accessTokenSeconds: number;
  /** A device code's life (Allegro's: an hour). */
  deviceCodeSeconds: number;
  /** The least seconds between two polls of one device code. */
  pollIntervalSeconds: number;
}

/** A refresh token's life: three months, as Allegro's. */
const refreshTokenSeconds = 90 * 24 * 3600;
const scope =
  'allegro:api:orders:read allegro:api:orders:write allegro:api:sale:offers:read allegro:api:sale:offers:write';

const refuse = (res: ServerResponse, status: number, error: string, description?: string) =>
  json(res, status, {
    error,
    ...(description ? { error_description: description } : {}),
  } satisfies OAuthErrorAnswer);

const isApplication = (req: IncomingMessage) => {
  const { clientId, clientSecret } = simulatorApplication;
  return (
    req.headers.authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
  );
};

/** Nine lower-case letters and digits, as Allegro's user codes (`cbt3zdu4g`). */
const userCode = () =>
  Array.from({ length: 9 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[randomInt(32)]).join('');

/** The device grant a seller's typed code names (spaces and case ignored), or undefined. */
export const deviceOfUserCode = (book: AllegroBook, code: string) => {
  const typed = code.replace(/\s+/g, '').toLowerCase();
  return book.book.devices.find((device) => device.userCode === typed);
};

/** The seller confirms or refuses a code: false when it is unknown, spent, expired or decided. */
export const decide = (device: DeviceGrant | undefined, decision: 'allow' | 'deny', now: number) => {
  if (!device || device.used || device.decision || now > device.expiresAt) return false;
  device.decision = decision;
  return true;
};

export const oauthEndpoints = (book: AllegroBook, base: string, times: OAuthTimes) => {
  const issueTokens = (now: number): TokenAnswer => {
    const accessToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    book.book.accessTokens[accessToken] = now + times.accessTokenSeconds * 1000;
    book.book.refreshTokens[refreshToken] = { expiresAt: now + refreshTokenSeconds * 1000, used: false };
    book.changed();
    return {
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: times.accessTokenSeconds,
      scope,
      allegro_api: true,
      jti: randomUUID(),
    };
  };

  const startDevice = (req: IncomingMessage, res: ServerResponse, params: URLSearchParams) => {
    if (params.get('client_id') !== simulatorApplication.clientId)
      return refuse(res, 400, oauthErrors.invalidRequest, 'client_id is missing or not yours');
    const now = times.clock().getTime();
    const device: DeviceGrant = {
      deviceCode: randomBytes(24).toString('base64url'),
      userCode: userCode(),
      expiresAt: now + times.deviceCodeSeconds * 1000,
      interval: times.pollIntervalSeconds,
      used: false,
    };
    book.book.devices.push(device);
    book.changed();
    const page = `http://${req.headers.host ?? '127.0.0.1'}${base}/skojarz-aplikacje`;
    json(res, 200, {
      device_code: device.deviceCode,
      expires_in: times.deviceCodeSeconds,
      user_code: device.userCode,
      interval: device.interval,
      verification_uri: page,
      verification_uri_complete: `${page}?code=${device.userCode}`,
    } satisfies DeviceAuthorisationAnswer);
  };

  const pollDevice = (res: ServerResponse, deviceCode: string) => {
    const now = times.clock().getTime();
    const device = book.book.devices.find((candidate) => candidate.deviceCode === deviceCode);
    if (!device || device.used) return refuse(res, 400, oauthErrors.invalidRequest, 'Invalid device code');
    if (now > device.expiresAt) return refuse(res, 400, oauthErrors.expired, 'Device code expired');
    const tooSoon = device.lastPollAt !== undefined && now - device.lastPollAt < device.interval * 1000;
    device.lastPollAt = now;
    book.changed();
    if (tooSoon) return refuse(res, 400, oauthErrors.slowDown);
    if (device.decision === 'deny') return refuse(res, 400, oauthErrors.denied);
    if (device.decision !== 'allow') return refuse(res, 400, oauthErrors.pending);
    device.used = true;
    json(res, 200, issueTokens(now));
  };

  const refresh = (res: ServerResponse, refreshToken: string) => {
    const now = times.clock().getTime();
    const grant = book.book.refreshTokens[refreshToken];
    if (!grant || grant.used || now > grant.expiresAt)
      return refuse(res, 400, oauthErrors.invalidGrant, 'Invalid refresh token');
    grant.used = true;
    json(res, 200, issueTokens(now));
  };

  /** Answers `POST {base}/auth/oauth/device|token`. */
  return async (req: IncomingMessage, res: ServerResponse, endpoint: 'device' | 'token') => {
    const params = new URL(req.url ?? '/', 'http://simulator').searchParams;
    for (const [name, value] of await readForm(req, res)) params.set(name, value);
    if (req.method !== 'POST') return refuse(res, 405, oauthErrors.invalidRequest, 'POST only');
    if (!isApplication(req)) return refuse(res, 401, oauthErrors.invalidClient, 'Bad client credentials');
    if (endpoint === 'device') return startDevice(req, res, params);
    const grantType = params.get('grant_type');
    if (grantType === deviceCodeGrantType) return pollDevice(res, params.get('device_code') ?? '');
    if (grantType === 'refresh_token') return refresh(res, params.get('refresh_token') ?? '');
    refuse(res, 400, oauthErrors.unsupportedGrantType);
  };
};

/** Whether a bearer token is an access token issued and still alive. */
export const isLiveAccessToken = (book: AllegroBook, authorization: string | undefined, now: number) => {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const expiresAt = token === undefined ? undefined : book.book.accessTokens[token];
  return expiresAt !== undefined && now < expiresAt;
};
