import { api } from './api';
import type { RouteDecl } from './http-api';

// The API routes kept at the edge (`edgeCached` on their declaration) and CloudFront's path patterns
// of them: the distribution gives each pattern a behaviour keyed by path and query string alone
// (infra/cdk/site-distribution.ts), and the local site server keeps the same paths' replies the same
// way (infra/local/site-server.ts). test/infra/edge-cache.test.ts proves no pattern takes another route.

/** The routes whose replies the distribution keeps, in the wiring's order. */
export const edgeCachedRoutes = (): RouteDecl[] =>
  api.flatMap(({ routes }) => routes.filter((route) => route.edgeCached));

/** A route's path pattern: its template with each parameter a `*` (`/api/cms/products/{id}` → `/api/cms/products/*`). */
export const pathPatternOf = (template: string): string => template.replace(/\{[^{}]+\}/g, '*');

/** CloudFront path patterns of the edge-cached routes, one each. */
export const edgeCachedPathPatterns = (): string[] => [
  ...new Set(edgeCachedRoutes().map(({ path }) => pathPatternOf(path))),
];

/** A path pattern as CloudFront reads it: `*` any characters (`/` among them), `?` one; case-sensitive. */
export const pathPatternRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/** Whether a CloudFront path pattern matches a request's path (without its query string). */
export const matchesPathPattern = (pattern: string, path: string): boolean =>
  pathPatternRegExp(pattern).test(path);

let edgeCachedPaths: RegExp[] | undefined;

/** Whether a request's path falls in one of the edge-cached behaviours (its method aside). */
export const isEdgeCachedPath = (path: string): boolean => {
  edgeCachedPaths ??= edgeCachedPathPatterns().map(pathPatternRegExp);
  return edgeCachedPaths.some((pattern) => pattern.test(path));
};
