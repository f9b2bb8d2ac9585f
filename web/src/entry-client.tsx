import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, resolvePath } from './app/app';
import { preloadScreen } from './app/route-view';
import { applyQuerySettings } from './features/locale/apply-query-settings';
import { fetchMessages } from './lib/i18n';
import { type PageData, pageDataElementId } from './lib/page-data';
import { captureReferral } from './lib/partner-referral';
import './styles/index.css';

// A pre-rendered page carries its data and is hydrated; the app shell (client-only routes) renders
// from scratch after fetching its language's strings.
const root = document.getElementById('root');
const embedded = document.getElementById(pageDataElementId)?.textContent;

/** Marks the app started once React has committed the page: hydrated, or rendered from scratch. */
const Started = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    (window as { shopStarted?: boolean }).shopStarted = true;
  }, []);
  return children;
};

const start = async () => {
  if (!root || !applyQuerySettings(window.location)) return;
  captureReferral(window.location);
  const { match, language } = resolvePath(window.location.pathname);
  // The page's own screen is loaded first, so React renders it at once instead of suspending on it:
  // see `preloadScreen`. The not-found page stands in for any missing page, whatever route its path
  // names.
  if (embedded) {
    const initial = JSON.parse(embedded) as PageData;
    await preloadScreen(initial.notFound ? undefined : match);
    // Hydrated as a transition: React then yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the page is already whole; a click meanwhile is
    // replayed once its part is hydrated).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Started>
            <App initial={initial} />
          </Started>
        </StrictMode>,
      );
    });
  } else {
    const [messages] = await Promise.all([fetchMessages(language), preloadScreen(match)]);
    createRoot(root).render(
      <StrictMode>
        <Started>
          <App initial={{ language, messages }} />
        </Started>
      </StrictMode>,
    );
  }
};
void start();
