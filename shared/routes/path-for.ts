import { type Language, languages } from '../locale';
import { pathIn } from './fill-path';
import { type AnyRouteParams, type RouteKey, type RouteParamsArg, routes } from './route-table';

// A route's path in a language, its parameters filled in: for links, redirects, canonical and hreflang
// links and the language switch.

/**
 * The full path of a route in a language: no prefix for Polish, `/<lang>` before the template otherwise.
 * Parameters are URL-encoded; a missing one (or a malformed year or month) throws.
 */
export const pathFor = <K extends RouteKey>(
  key: K,
  language: Language,
  ...[params]: RouteParamsArg<K>
): string => pathIn(routes, key, language, params as AnyRouteParams | undefined);

export interface Alternate {
  language: Language;
  path: string;
}

/** The same page in every language: hreflang links and the language switch. */
export const alternates = <K extends RouteKey>(key: K, ...[params]: RouteParamsArg<K>): Alternate[] =>
  languages.map((language) => ({
    language,
    path: pathFor(key as RouteKey, language, params as AnyRouteParams | undefined),
  }));
