import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { Router, useLocation } from 'wouter';
import { defaultLanguage, type Language } from '#shared/locale';
import { decidePage } from '#shared/page-kind';
import type { RouteMatch } from '#shared/routes';
import { ErrorPage } from '../components/error-page';
import { Toasts } from '../components/toast';
import { CookieBar } from '../features/consent/cookie-bar';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { SessionNotice } from '../features/layout/session-notice';
import { MaintenancePage } from '../features/pages/maintenance-page';
import { useShopSettings } from '../lib/api-client';
import { useBasketNotice } from '../lib/basket/basket-notice';
import { categoriesKey } from '../lib/categories-api';
import { fetchMessages } from '../lib/i18n';
import { LanguageContext } from '../lib/language-context';
import type { PageData } from '../lib/page-data';
import { useSessionKeeper } from '../lib/session/use-session-keeper';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';
import { RouteView } from './route-view';

// The header's language and currency modal: its code loads when it is first opened, not with the first view.
const LocaleModal = lazy(() =>
  import('../features/locale/locale-modal').then((m) => ({ default: m.LocaleModal })),
);

// The basket modal after "add to basket" (or at sign-in): its code loads with the first notice.
const BasketNoticeModal = lazy(() =>
  import('../features/basket/basket-notice-modal').then((m) => ({ default: m.BasketNoticeModal })),
);

const BasketNotices = () => {
  const notice = useBasketNotice();
  return notice ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <BasketNoticeModal notice={notice} />
      </Suspense>
    </ErrorBoundary>
  ) : null;
};

/**
 * The route and language of a path (shared/page-kind.ts, as the site server decides). A path no route
 * of its language matches, a Polish path under `/en/` or any path under an unknown prefix included,
 * has no route: the 404 page, in the prefix's language or the default one.
 */
export const resolvePath = (path: string): { match: RouteMatch | undefined; language: Language } => {
  const decision = decidePage(path);
  return decision.kind === 'notFound'
    ? { match: undefined, language: decision.language }
    : { match: decision.match, language: decision.match.language };
};

const Shell = ({ initial }: { initial: PageData }) => {
  const [location] = useLocation();
  // Embedded page content belongs to the first path only; later pages fetch their own.
  const [firstPath] = useState(location);
  const { match, language } = useMemo(
    () =>
      initial.notFound && location === firstPath
        ? { match: undefined, language: initial.language }
        : resolvePath(location),
    [location, firstPath, initial],
  );
  const [loaded, setLoaded] = useState({ language: initial.language, messages: initial.messages });
  const { data: settings } = useShopSettings();
  useSessionKeeper();

  useEffect(() => {
    document.documentElement.lang = language;
    if (language === loaded.language) return;
    let current = true;
    fetchMessages(language).then(
      (messages) => current && setLoaded({ language, messages }),
      () => undefined, // Keep the strings we have; the next navigation tries again.
    );
    return () => {
      current = false;
    };
  }, [language, loaded.language]);

  const maintenance = settings?.maintenance;
  // One value per page: a new object on every render would reach every consumer (see RouteView).
  const context = useMemo(() => ({ language, match }), [language, match]);
  return (
    <IntlProvider locale={loaded.language} messages={loaded.messages} defaultLocale={defaultLanguage}>
      <LanguageContext.Provider value={context}>
        <Header localeModal={LocaleModal} />
        <SessionNotice />
        <main id="main" className="main">
          <ErrorBoundary
            key={location}
            fallback={(error, reset) =>
              isChunkLoadError(error) ? <ErrorPage chunk /> : <ErrorPage onRetry={reset} />
            }
          >
            {maintenance?.enabled ? (
              <MaintenancePage maintenance={maintenance} />
            ) : (
              <RouteView match={match} initial={location === firstPath ? initial : undefined} />
            )}
          </ErrorBoundary>
        </main>
        <Footer />
        <CookieBar />
        <BasketNotices />
        <Toasts />
      </LanguageContext.Provider>
    </IntlProvider>
  );
};

/**
 * Data a pre-rendered page embeds for shared parts (the category tree of the menu and breadcrumbs),
 * handed to SWR as its first answer, so hydration renders what the server did.
 */
const fallbackOf = (initial: PageData) =>
  initial.categories ? { [categoriesKey(initial.language)]: { categories: initial.categories } } : undefined;

/** The whole site; `ssrPath` and `ssrSearch` (the query, without `?`) are set when rendering on a server. */
export const App = ({
  initial,
  ssrPath,
  ssrSearch,
}: {
  initial: PageData;
  ssrPath?: string;
  ssrSearch?: string;
}) => (
  <SWRConfig value={{ revalidateOnFocus: false, fallback: fallbackOf(initial) }}>
    <Router {...(ssrPath ? { ssrPath, ssrSearch: ssrSearch ?? '' } : {})}>
      <Shell initial={initial} />
    </Router>
  </SWRConfig>
);
