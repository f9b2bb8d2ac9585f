import { lazy, Suspense } from 'react';
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

// Catalogue screens are route chunks, loaded when their page is opened (never with the home page).
const CategoryPage = lazy(() =>
  import('../features/catalogue/category-page').then((m) => ({ default: m.CategoryPage })),
);
const SearchPage = lazy(() =>
  import('../features/catalogue/search-page').then((m) => ({ default: m.SearchPage })),
);
const ProductPage = lazy(() =>
  import('../features/catalogue/product-page').then((m) => ({ default: m.ProductPage })),
);
const ComparisonPage = lazy(() =>
  import('../features/catalogue/comparison-page').then((m) => ({ default: m.ComparisonPage })),
);

// Identity and account screens: two chunks; Amplify loads from them only when first needed.
const AuthRoute = lazy(() => import('../features/auth/auth-routes').then((m) => ({ default: m.AuthRoute })));
const AccountRoute = lazy(() =>
  import('../features/account/account-routes').then((m) => ({ default: m.AccountRoute })),
);

const lazyPage = (match: RouteMatch, initial: PageData | undefined) => {
  const id = match.params.id ?? '';
  switch (match.key) {
    case 'signIn':
    case 'signUp':
    case 'confirmAccount':
    case 'wrongPassword':
    case 'passwordReminder':
    case 'passwordRemind':
    case 'passwordGenerate':
    case 'passwordReset':
      return <AuthRoute routeKey={match.key} />;
    case 'account':
    case 'accountChangePassword':
    case 'accountEditData':
      return <AccountRoute routeKey={match.key} />;
    case 'category':
      return <CategoryPage key={id} id={id} initial={initial?.listing} />;
    case 'product':
      return <ProductPage key={id} id={id} initial={initial?.product} />;
    case 'search':
      return <SearchPage />;
    case 'compare':
      return <ComparisonPage />;
    default:
      return undefined;
  }
};

/**
 * The page for a matched route. Screens of later features (basket, account panel, checkout…) join
 * here as lazy routes; until then their paths show the 404 page.
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
  const page = lazyPage(match, initial);
  if (page) return <Suspense fallback={<p aria-busy="true" className="loading" />}>{page}</Suspense>;
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
