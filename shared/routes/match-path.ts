import { defaultLanguage, type Language, languages } from '../locale';
import { pathFor } from './path-for';
import { paramPatterns, type RouteKey, routeKeys, routes } from './route-table';

// The route of a path name, and a route's parameter names, from the templates compiled into segments:
// where two routes match, a literal segment outranks a parameter with a pattern, which outranks a free
// one.

type Segment = { literal: string } | { param: string };

interface CompiledRoute {
  key: RouteKey;
  segments: Segment[];
  /** Per segment: 2 literal, 1 parameter with a pattern, 0 free parameter; higher wins a tie. */
  rank: number[];
}

const splitPath = (path: string): string[] => {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
};

const compile = (key: RouteKey, template: string): CompiledRoute => {
  const segments = splitPath(template).map(
    (part): Segment => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }),
  );
  const rank = segments.map((segment) =>
    'literal' in segment ? 2 : paramPatterns[segment.param] === undefined ? 0 : 1,
  );
  return { key, segments, rank };
};

/** A language's routes compiled when a path of that language is first matched (a page needs one). */
const compiled: Partial<Record<Language, CompiledRoute[]>> = {};
const compiledFor = (language: Language): CompiledRoute[] => {
  compiled[language] ??= routeKeys.map((key) => compile(key, routes[key][language]));
  return compiled[language];
};

/** The parameter names of a route's template, in path order. */
export const routeParamNames = (key: RouteKey): string[] =>
  compile(key, routes[key][defaultLanguage]).segments.flatMap((segment) =>
    'param' in segment ? [segment.param] : [],
  );

export interface RouteMatch {
  key: RouteKey;
  language: Language;
  /** Decoded parameter values. */
  params: Record<string, string>;
  /** The canonical form of the path (`pathFor` of the match): link to it, redirect to it when it differs. */
  canonical: string;
}

const matchSegments = (route: CompiledRoute, parts: string[]): Record<string, string> | undefined => {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index] ?? '';
    if ('literal' in segment) {
      if (part !== segment.literal) return undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    const pattern = paramPatterns[segment.param];
    if (value === '' || (pattern !== undefined && !pattern.test(value))) return undefined;
    params[segment.param] = value;
  }
  return params;
};

const outranks = (a: number[], b: number[]): boolean => {
  for (const [index, rank] of a.entries()) {
    const other = b[index] ?? 0;
    if (rank !== other) return rank > other;
  }
  return false;
};

/**
 * The route of a path name, with an optional language prefix (`/en/...`; `/pl/...` is accepted too and
 * reported with its unprefixed canonical form). The opposite trailing-slash form of a template matches as
 * well (`/koszyk` is the basket); `canonical` is the form to link. Undefined for an unknown two-letter
 * prefix or a path no route matches: the caller shows the 404 page.
 */
export const matchPath = (pathname: string): RouteMatch | undefined => {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  let parts = splitPath(path === '' ? '/' : path);
  let language: Language = defaultLanguage;
  const first = parts[0];
  if (first !== undefined && /^[a-z]{2}$/.test(first)) {
    const prefixed = languages.find((candidate) => candidate === first);
    if (prefixed === undefined) return undefined;
    language = prefixed;
    parts = parts.slice(1);
  }
  let best: { route: CompiledRoute; params: Record<string, string> } | undefined;
  for (const route of compiledFor(language)) {
    const params = matchSegments(route, parts);
    if (params !== undefined && (best === undefined || outranks(route.rank, best.route.rank))) {
      best = { route, params };
    }
  }
  if (best === undefined) return undefined;
  const { key } = best.route;
  return { key, language, params: best.params, canonical: pathFor(key, language, best.params) };
};
