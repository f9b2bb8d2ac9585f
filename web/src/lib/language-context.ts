import { createContext, useContext } from 'react';
import type { Language } from '#shared/locale';
import type { RouteMatch } from '#shared/routes';

/** The language of the page being shown (from its path), and the matched route. */
export const LanguageContext = createContext<{ language: Language; match: RouteMatch | undefined }>({
  language: 'pl',
  match: undefined,
});

export const useLanguage = (): Language => useContext(LanguageContext).language;
export const useRouteMatch = (): RouteMatch | undefined => useContext(LanguageContext).match;
