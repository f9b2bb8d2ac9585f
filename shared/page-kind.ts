import { defaultLanguage, type Language, languages } from './locale';
import { bucketRouteKeys } from './page-key';
import {
  matchPath,
  paramPatterns,
  prerenderedRouteKeys,
  type RouteKey,
  type RouteMatch,
  renderedRouteKeys,
  routeKeys,
  routes,
} from './routes';

// What the site answers for a path that is not a file: the one per-route decision the local site
// server makes and the CloudFront Function makes from `sitePagePatterns` on AWS.
//  - 'prerendered': the build wrote the page (`<path>/index.html`);
//  - 'shell': rendered in the browser, the app shell (`app.html`) answers 200;
//  - 'record': a catalogue record's page, pre-rendered into the site bucket when the catalogue is
//    published; no page means no record, so a miss is the not-found page with 404;
//  - 'rendered': rendered per request with its data by the pages group (`GET /api/pages/…`, the path
//    after it): the search, whose results depend on the query. On AWS the distribution's
//    behaviours of `renderedPathPatterns` (infra/cdk/page-routing.ts) send these paths there;
//  - 'notFound': no route of the path's language matches (a Polish path under `/en/` included):
//    the not-found page of that language, with 404.

export type PageKind = 'prerendered' | 'shell' | 'record' | 'rendered';

/** Where a 'rendered' page is asked for: this prefix, then the page's path and query as the visitor sent them. */
export const renderedPagesApi = '/api/pages';

const prerendered: ReadonlySet<RouteKey> = new Set(prerenderedRouteKeys);
const rendered: ReadonlySet<RouteKey> = new Set(renderedRouteKeys);

export const pageKindOf = (key: RouteKey): PageKind => {
  if (prerendered.has(key)) return 'prerendered';
  if (rendered.has(key)) return 'rendered';
  return bucketRouteKeys.has(key) ? 'record' : 'shell';
};

export type PageDecision = { kind: PageKind; match: RouteMatch } | { kind: 'notFound'; language: Language };

/** The decision for a path name (decoded or not, query left out). */
export const decidePage = (pathname: string): PageDecision => {
  const match = matchPath(pathname);
  if (match) return { kind: pageKindOf(match.key), match };
  const prefix = pathname.split('/')[1];
  const language = languages.find((candidate) => candidate === prefix) ?? defaultLanguage;
  return { kind: 'notFound', language };
};

export interface SitePagePattern {
  /** A regular expression's source for the raw URI path, e.g. `^/en/product/[^/]+/[^/]+/?$`. */
  pattern: string;
  kind: PageKind;
  key: RouteKey;
  language: Language;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const segmentPattern = (segment: string): string => {
  if (!segment.startsWith(':')) return escapeRegExp(segment);
  const pattern = paramPatterns[segment.slice(1)];
  return pattern ? `(?:${pattern.source.replace(/^\^|\$$/g, '')})` : '[^/]+';
};

/** Per segment: 2 literal, 1 parameter with a pattern, 0 free parameter (as `matchPath` ranks them). */
const rankOf = (segments: string[]) =>
  segments.map((s) => (!s.startsWith(':') ? 2 : paramPatterns[s.slice(1)] ? 1 : 0));

const moreSpecific = (a: number[], b: number[]): number => {
  for (const [index, rank] of a.entries()) {
    const other = b[index] ?? 0;
    if (rank !== other) return other - rank;
  }
  return 0;
};

/**
 * Every route of every language as a regular expression with its kind, most specific first, so the
 * first match is `matchPath`'s choice: plain data a CloudFront Function can embed. A path none of them
 * matches is 'notFound'. Polish paths may carry `/pl` (as `matchPath` accepts); the opposite
 * trailing-slash form matches too. Built on call: the browser, which imports `decidePage` from here,
 * neither builds the table at start nor downloads the code that builds it.
 */
export const sitePagePatterns = (): readonly SitePagePattern[] =>
  languages.flatMap((language) => {
    const prefix = language === defaultLanguage ? `(?:/${language})?` : `/${language}`;
    return routeKeys
      .map((key) => {
        const segments = routes[key][language].split('/').filter(Boolean);
        const body = segments.map((segment) => `/${segmentPattern(segment)}`).join('');
        return {
          pattern: `^${prefix}${body}/?$`,
          kind: pageKindOf(key),
          key,
          language,
          rank: rankOf(segments),
        };
      })
      .sort((a, b) => moreSpecific(a.rank, b.rank))
      .map(({ rank: _rank, ...pattern }) => pattern);
  });
