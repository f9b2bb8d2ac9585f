import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { readText } from '../../read-body';
import { type Answer, refusals } from './graph-answers';
import type { GraphCall } from './graph-call';
import { createRoleAssignment, deleteRoleAssignment, listRoleAssignments } from './roles-api';
import { type SimulatedDirectory, simulatedDirectory } from './simulated-directory';
import { issueToken } from './token-endpoint';
import {
  assignLicense,
  createUser,
  deleteUser,
  getOrganization,
  getUser,
  listDeletedUsers,
  listSubscribedSkus,
  listUsers,
  restoreUser,
  updateUser,
} from './users-api';

// Microsoft Graph v1.0 and the identity platform's token endpoint as the tenant directory adapter
// (functions/lib/graph/) calls them, for `npm start` and the tests: `<base>/{tenant}/oauth2/v2.0/token`
// is the authority, `<base>/v1.0` Graph. A control API at `<base>/_simulator/switches` (no such thing
// at Microsoft) answers the next calls 503 or 429 with `Retry-After`, as an outage or throttling does.

type Route = [method: string, path: RegExp, endpoint: (call: GraphCall, id: string) => Answer];

const routes: Route[] = [
  ['GET', /^\/organization$/, getOrganization],
  ['GET', /^\/users$/, listUsers],
  ['POST', /^\/users$/, createUser],
  ['GET', /^\/users\/([^/]+)$/, getUser],
  ['PATCH', /^\/users\/([^/]+)$/, updateUser],
  ['DELETE', /^\/users\/([^/]+)$/, deleteUser],
  ['POST', /^\/users\/([^/]+)\/assignLicense$/, assignLicense],
  ['GET', /^\/subscribedSkus$/, listSubscribedSkus],
  ['GET', /^\/directory\/deletedItems\/microsoft\.graph\.user$/, listDeletedUsers],
  ['POST', /^\/directory\/deletedItems\/([^/]+)\/restore$/, restoreUser],
  ['GET', /^\/roleManagement\/directory\/roleAssignments$/, listRoleAssignments],
  ['POST', /^\/roleManagement\/directory\/roleAssignments$/, createRoleAssignment],
  ['DELETE', /^\/roleManagement\/directory\/roleAssignments\/([^/]+)$/, deleteRoleAssignment],
];

const switchesSchema = z.strictObject({
  /** How many of the next Graph calls answer 503. */
  fail: z.optional(z.int().check(z.nonnegative())),
  /** How many of the next Graph calls (after those failing) answer 429. */
  throttle: z.optional(z.int().check(z.nonnegative())),
});

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const send = (res: ServerResponse, { status, body, headers }: Answer) =>
  void res
    .writeHead(status, { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
    .end(body === undefined ? undefined : JSON.stringify(body));

/**
 * Serves the token endpoint and Graph under `base` for the tenants of `directory` (its `addTenant`
 * creates them); answers false for any other path.
 */
export const graphSimulator = (base: string, directory: SimulatedDirectory = simulatedDirectory()) => {
  const switches = { fail: 0, throttle: 0 };

  const graph = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
  ): Promise<Answer> => {
    const now = directory.now();
    const text = await readText(req, res, 65_536);
    if (text === undefined) return { status: 413 };
    if (switches.fail > 0) {
      switches.fail -= 1;
      return refusals.unavailable(now);
    }
    if (switches.throttle > 0) {
      switches.throttle -= 1;
      return refusals.throttled(now);
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return refusals.emptyToken(now);
    const tenant = directory.tenantOfToken(bearer);
    if (tenant === 'expired') return refusals.expiredToken(now);
    if (!tenant) return refusals.invalidToken(now);
    const body = parseJson(text);
    if (!body.ok)
      return refusals.invalidRequest(
        now,
        'Unable to read JSON request payload. Please ensure Content-Type header is set and payload is of valid JSON format.',
      );
    const call: GraphCall = { tenant, now, url, serviceRoot: `${url.origin}${base}/v1.0`, body: body.value };
    const matching = routes.filter(([, pattern]) => pattern.test(path));
    const route = matching.find(([method]) => method === req.method);
    if (route) return route[2](call, decodeURIComponent(route[1].exec(path)?.[1] ?? ''));
    if (matching.length > 0) return refusals.methodNotAllowed(now);
    return refusals.invalidRequest(now, `Resource not found for the segment '${path.split('/')[1] ?? ''}'.`);
  };

  const token = async (req: IncomingMessage, res: ServerResponse, tenant: string): Promise<Answer> => {
    const text = await readText(req, res, 8192);
    return issueToken(directory, decodeURIComponent(tenant), new URLSearchParams(text ?? ''));
  };

  const control = async (req: IncomingMessage, res: ServerResponse): Promise<Answer> => {
    const body = parseJson((await readText(req, res, 1024)) ?? '');
    const parsed = switchesSchema.safeParse(body.ok ? body.value : undefined);
    if (!parsed.success) return { status: 400, body: { error: z.prettifyError(parsed.error) } };
    switches.fail = parsed.data.fail ?? switches.fail;
    switches.throttle = parsed.data.throttle ?? switches.throttle;
    return { status: 200, body: switches };
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = URL.canParse(req.url ?? '', `http://${req.headers.host}`)
      ? new URL(req.url ?? '', `http://${req.headers.host}`)
      : undefined;
    if (!url?.pathname.startsWith(`${base}/`)) return false;
    const path = url.pathname.slice(base.length);
    const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
    let answer: Promise<Answer>;
    if (path.startsWith('/v1.0/')) answer = graph(req, res, url, path.slice('/v1.0'.length));
    else if (tokenPath && req.method === 'POST') answer = token(req, res, tokenPath[1] ?? '');
    else if (path === '/_simulator/switches' && req.method === 'POST') answer = control(req, res);
    else return false;
    answer.then((done) => send(res, done)).catch(() => res.destroy());
    return true;
  };
};
