import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  allegroMediaType,
  type OAuthErrorAnswer,
  oauthErrors,
} from '#functions/lib/allegro/allegro-contract';
import { createAllegroBook } from './allegro-book';
import { type AllegroSwitches, controlApi } from './control-api';
import { isLiveAccessToken, type OAuthTimes, oauthEndpoints } from './oauth-endpoints';
import { createPurchases } from './purchases';
import { answer, refuse, sellerRoutes } from './seller-api';
import { verificationPage } from './verification-page';

// A local Allegro for `npm start` and the tests, under one base path: the OAuth authority
// (`{base}/auth/oauth/…` and the verification page `{base}/skojarz-aplikacje`), the REST API for
// sellers (`{base}/order/…`, `{base}/sale/…`: Allegro's media type in `Accept` and `Content-Type`, a
// live access token, else 406, 415, 401) and its controls (`{base}/_simulator/…`). Every API and
// OAuth call is counted by its resource; the switches make them answer 503 (an outage) or 429 with
// `Retry-After`. README.md (infra/local/simulators) lists it all.

export interface AllegroSimulatorOptions extends Partial<OAuthTimes> {
  /** Keeps purchases, the journal and the tokens across restarts. */
  dataFile?: string;
}

export const allegroSimulator = (base: string, options: AllegroSimulatorOptions = {}) => {
  const clock = options.clock ?? (() => new Date());
  const book = createAllegroBook(options.dataFile);
  const switches: AllegroSwitches = { unavailable: false, throttle: 0, retryAfterSeconds: 1 };
  const calls = new Map<string, number>();
  const oauth = oauthEndpoints(book, base, {
    clock,
    accessTokenSeconds: options.accessTokenSeconds ?? 12 * 3600,
    deviceCodeSeconds: options.deviceCodeSeconds ?? 3600,
    pollIntervalSeconds: options.pollIntervalSeconds ?? 5,
  });
  const page = verificationPage(book, base, clock);
  const control = controlApi({ book, purchases: createPurchases(book, clock), switches, calls, clock });
  const routes = sellerRoutes(book, clock);

  /** Counts a call; answers it instead when an outage or throttling is switched on (true then). */
  const countedAndSwitched = (req: IncomingMessage, res: ServerResponse, name: string) => {
    calls.set(name, (calls.get(name) ?? 0) + 1);
    if (!switches.unavailable && switches.throttle === 0) return false;
    req.resume();
    if (switches.unavailable) res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    else {
      switches.throttle -= 1;
      res.setHeader('retry-after', String(switches.retryAfterSeconds));
      refuse(res, 429, 'TOO_MANY_REQUESTS', 'Too many requests');
    }
    return true;
  };

  const api = (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    const route = routes.find((candidate) => candidate.method === req.method && candidate.pattern.test(path));
    if (!route) {
      req.resume();
      return refuse(res, 404, 'NOT_FOUND', `No resource ${req.method} ${path}`);
    }
    if (countedAndSwitched(req, res, route.name)) return;
    if (!req.headers.accept?.includes(allegroMediaType)) {
      req.resume();
      return refuse(res, 406, 'NOT_ACCEPTABLE', `Accept ${allegroMediaType}`);
    }
    if (!isLiveAccessToken(book, req.headers.authorization, clock().getTime())) {
      req.resume();
      const refusal: OAuthErrorAnswer = {
        error: oauthErrors.invalidToken,
        error_description: 'Access token expired or invalid',
      };
      return answer(res, 401, refusal);
    }
    if (req.method !== 'GET' && req.headers['content-type'] !== allegroMediaType) {
      req.resume();
      return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type ${allegroMediaType}`);
    }
    return route.handle(req, res, url, decodeURIComponent(route.pattern.exec(path)?.[1] ?? ''));
  };

  const work = (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    if (path.startsWith('/_simulator/')) return control(req, res, path.slice('/_simulator/'.length));
    if (path === '/skojarz-aplikacje') return page(req, res);
    const endpoint = /^\/auth\/oauth\/(device|token)$/.exec(path)?.[1] as 'device' | 'token' | undefined;
    if (!endpoint) return api(req, res, url, path);
    if (!countedAndSwitched(req, res, `POST /auth/oauth/${endpoint}`)) return oauth(req, res, endpoint);
  };

  return {
    /** Answers a request under `base`; false for any other. */
    handle: (req: IncomingMessage, res: ServerResponse): boolean => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      if (!url.pathname.startsWith(`${base}/`)) return false;
      Promise.resolve(work(req, res, url, url.pathname.slice(base.length))).catch(() => res.destroy());
      return true;
    },
    /** Writes the state to its file now (the runtime's stop). */
    flush: book.flush,
  };
};
