import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, resolvePath } from './app/app';
import { applyQuerySettings } from './features/locale/apply-query-settings';
import { fetchMessages } from './lib/i18n';
import { type PageData, pageDataElementId } from './lib/page-data';
import './styles.css';

// A pre-rendered page carries its data and is hydrated; the app shell (client-only routes) renders
// from scratch after fetching its language's strings.
const root = document.getElementById('root');
const embedded = document.getElementById(pageDataElementId)?.textContent;

const start = async () => {
  if (!root || !applyQuerySettings(window.location)) return;
  if (embedded) {
    hydrateRoot(
      root,
      <StrictMode>
        <App initial={JSON.parse(embedded) as PageData} />
      </StrictMode>,
    );
  } else {
    const { language } = resolvePath(window.location.pathname);
    const initial: PageData = { language, messages: await fetchMessages(language) };
    createRoot(root).render(
      <StrictMode>
        <App initial={initial} />
      </StrictMode>,
    );
  }
  (window as { shopStarted?: boolean }).shopStarted = true;
};
void start();
