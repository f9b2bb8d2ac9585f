import { defaultLanguage, type Language, languages } from '../locale';
import {
  type AnyRouteParams,
  paramPatterns,
  type RouteKey,
  type RouteParamsArg,
  routes,
} from './route-table';

// A route's path in a language, its parameters filled in: for links, redirects, canonical and hreflang
// links and the language switch.

const languagePrefix = (language: Language): string => (language === defaultLanguage ? '' : `/${language}`);

const fill = (key: RouteKey, template: string, params: AnyRouteParams | undefined): string =>
  template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Route ${key} needs the ${name} parameter.`);
    }
    const text = String(value);
    const pattern = paramPatterns[name];
    if (pattern !== undefined && !pattern.test(text)) {
      throw new Error(`Route ${key}: ${name} ${JSON.stringify(text)} does not match ${pattern}.`);
    }
    return encodeURIComponent(text);
  });

/**
 * The full path of a route in a language: no prefix for Polish, `/<lang>` before the template otherwise.
 * Parameters are URL-encoded; a missing one (or a malformed year or month) throws.
 */
export const pathFor = <K extends RouteKey>(
  key: K,
  language: Language,
  ...[params]: RouteParamsArg<K>
): string =>
  languagePrefix(language) + fill(key, routes[key][language], params as AnyRouteParams | undefined);

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
