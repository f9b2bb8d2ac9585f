import type { FunctionDecl, Grants } from './function-decl';
import type { Throttle } from './request-limits';

// The HTTP API: its groups, one Lambda each (`functions/<group>/handler.ts`), and the shape of a route.
// Each group's function and routes are declared in api-groups/, listed in api.ts.

export const apiGroups = [
  'clients',
  'auth',
  'cms',
  'common',
  'orders',
  'payments',
  'salesopportunities',
  'subscriptions',
  'csp',
  'blog',
  'reports',
  'content',
  'marketplace',
  'pages',
] as const;
export type ApiGroup = (typeof apiGroups)[number];

/** Who may call a route: anyone, a signed-in customer, or finance, operations or content staff (Cognito groups). */
export type Access = 'public' | 'customer' | 'finance' | 'operations' | 'content';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

export interface RouteDecl {
  method: HttpMethod;
  /** API Gateway path template: `/api/<group>/…`, `{name}` parameters, `{proxy+}` greedy tail. */
  path: string;
  access: Access;
  /** A tighter limit than the stage's `defaultThrottle`, for attempts worth guessing or costly lookups. */
  throttle?: Throttle;
  /**
   * The route sends mail to an address the caller names: `mailLimits` apply (per caller IP in the local
   * gateway and in the distribution's WAF rate-based rule; per recipient in the function).
   */
  sendsMail?: true;
  /**
   * The reply is the same for every visitor given its path and query string, and says how long a shared
   * cache may keep it (`public, max-age`): the distribution keeps it at the edge by path and query alone,
   * and nothing of the visitor (no cookie, no Authorization) reaches the function. Only on public GET
   * routes that read no identity (edge-cache.ts, test/infra/edge-cache.test.ts).
   */
  edgeCached?: true;
}

export interface ApiGroupDecl extends FunctionDecl {
  group: ApiGroup;
  routes: RouteDecl[];
}

/** A group's function with the API's defaults: 10 s, 512 MB. */
export const apiFunction = (group: ApiGroup, grants: Grants, routes: RouteDecl[]): ApiGroupDecl => ({
  group,
  entry: `functions/${group}/handler.ts`,
  timeoutSeconds: 10,
  memoryMb: 512,
  grants,
  routes,
});
