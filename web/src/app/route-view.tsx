import type { StaticPageKey } from '../../../shared/content/static-pages';
import type { RouteMatch } from '../../../shared/routes';
import { ErrorPage } from '../features/pages/error-page';
import { HomePage } from '../features/pages/home-page';
import { MaintenancePage } from '../features/pages/maintenance-page';
import { MessagePage } from '../features/pages/message-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { StaticPageView } from '../features/pages/static-page-view';
import type { PageData } from '../lib/page-data';

const staticKeys: Record<string, StaticPageKey> = {
  about: 'about',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
  cookiePolicy: 'cookiePolicy',
};

/**
 * The page for a matched route. Screens of later features (basket, account, checkout…) join here as
 * lazy routes; until then their paths show the 404 page.
 */
export const RouteView = ({
  match,
  initial,
}: {
  match: RouteMatch | undefined;
  initial: PageData | undefined;
}) => {
  if (!match) return <NotFoundPage />;
  const staticKey = staticKeys[match.key];
  if (staticKey) return <StaticPageView key={staticKey} pageKey={staticKey} initial={initial?.staticPage} />;
  switch (match.key) {
    case 'home':
      return <HomePage initial={initial?.home} />;
    case 'serverError':
      return <ErrorPage />;
    case 'maintenance':
      return <MaintenancePage />;
    case 'noAccess':
      return <MessagePage title="page.noAccess.title" text="page.noAccess.text" />;
    default:
      return <NotFoundPage />;
  }
};
