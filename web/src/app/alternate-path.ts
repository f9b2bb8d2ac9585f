import { useEffect } from 'react';
import type { Language } from '#shared/locale';
import { pathFor, type RouteMatch } from '#shared/routes';

// A page whose path in another language is not just its route with the same parameters (a
// product's slug differs per language) registers how to build it; the language switch asks here.

type PathIn = (language: Language) => string;
let registered: PathIn | undefined;

/** Registers the page's own paths while it is shown; `pathIn` should be stable (memoised). */
export const useAlternatePath = (pathIn: PathIn | undefined) => {
  useEffect(() => {
    registered = pathIn;
    return () => {
      if (registered === pathIn) registered = undefined;
    };
  }, [pathIn]);
};

/** The current page in `language`: the registered path, else the same route and parameters. */
export const pathInLanguage = (match: RouteMatch | undefined, language: Language): string =>
  registered?.(language) ?? (match ? pathFor(match.key, language, match.params) : pathFor('home', language));
