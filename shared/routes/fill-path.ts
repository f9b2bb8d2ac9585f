import { defaultLanguage, type Language } from '../locale';
import { paramPatterns } from './param-patterns';
import type { AnyRouteParams } from './route-table';

// A route's path in a language from its templates: the language's prefix, then its template with the
// parameters filled in (path-for.ts over the whole table, linked-path.ts over the routes links point to).

const languagePrefix = (language: Language): string => (language === defaultLanguage ? '' : `/${language}`);

const fill = (key: string, template: string, params: AnyRouteParams | undefined): string =>
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
 * The full path of route `key` of `table` in a language: no prefix for Polish, `/<lang>` before the
 * template otherwise. Parameters are URL-encoded; a missing one (or a malformed year or month) throws.
 */
export const pathIn = (
  table: Readonly<Record<string, Readonly<Record<Language, string>>>>,
  key: string,
  language: Language,
  params: AnyRouteParams | undefined,
): string => {
  const templates = table[key];
  if (!templates) throw new Error(`No route ${key}.`);
  return languagePrefix(language) + fill(key, templates[language], params);
};
