import { renderedPagesApi } from '#shared/page-kind';
import { type ApiGroupDecl, apiFunction } from '../http-api';

// The site's pages rendered per request (`rendered` in shared/routes.ts: the search), apart from the
// cms group's JSON reads, so a catalogue read never pays React's import on a cold start. It reads the
// published index and the figures published since (the table), and the deployed shell (the site
// bucket); its search page is the one screen it renders (the not-found page is in the app's own chunk).
export const pagesApi: ApiGroupDecl = {
  ...apiFunction('pages', { table: 'read', documents: 'read', site: 'read' }, [
    { method: 'GET', path: `${renderedPagesApi}/{proxy+}`, access: 'public' },
  ]),
  memoryMb: 1024,
  renders: ['features/catalogue/search-page.tsx'],
};
