import { type ComponentType, lazy, memo, Suspense } from 'react';
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

/** A thenable that calls back at once: `lazy` given it has the module synchronously, never suspends. */
const settled = <T,>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, `lazy` accepts any
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A route's screen in its own chunk. `preload` loads it ahead of rendering; once loaded it renders
 * without suspending. The app preloads the first page's screen before hydrating it: React hydrates a
 * Suspense boundary's content after the rest, and an update reaching the boundary from above before
 * that (the shop settings answering) makes React hydrate it at once; were it still waiting for its
 * chunk then, React would drop the server's markup and show the fallback until the chunk came, the
 * page collapsing and growing back (a layout shift).
 */
const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return loading;
  };
  return { Screen: lazy(() => (loaded ? settled(loaded) : preload())), preload };
};

// Catalogue screens are route chunks, loaded when their page is opened (never with the home page).
const category = lazyScreen(() => import('../features/catalogue/category-page').then((m) => m.CategoryPage));
const search = lazyScreen(() => import('../features/catalogue/search-page').then((m) => m.SearchPage));
const product = lazyScreen(() => import('../features/catalogue/product-page').then((m) => m.ProductPage));
const comparison = lazyScreen(() =>
  import('../features/catalogue/comparison-page').then((m) => m.ComparisonPage),
);

// Identity and account screens: two chunks; Amplify loads from them only when first needed.
const auth = lazyScreen(() => import('../features/auth/auth-routes').then((m) => m.AuthRoute));
const account = lazyScreen(() => import('../features/account/account-routes').then((m) => m.AccountRoute));
const newsletterConfirmation = lazyScreen(() =>
  import('../features/newsletter/newsletter-confirmation-page').then((m) => m.NewsletterConfirmationPage),
);

/** A route's lazily loaded screen and its page element, or undefined for routes in the main chunk. */
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
      return { screen: auth, page: <auth.Screen routeKey={match.key} /> };
    case 'account':
    case 'accountChangePassword':
    case 'accountEditData':
      return { screen: account, page: <account.Screen routeKey={match.key} /> };
    case 'category':
      return { screen: category, page: <category.Screen key={id} id={id} initial={initial?.listing} /> };
    case 'product':
      return { screen: product, page: <product.Screen key={id} id={id} initial={initial?.product} /> };
    case 'search':
      return { screen: search, page: <search.Screen /> };
    case 'compare':
      return { screen: comparison, page: <comparison.Screen /> };
    case 'newsletterConfirmation':
      return { screen: newsletterConfirmation, page: <newsletterConfirmation.Screen /> };
    default:
      return undefined;
  }
};

/** Loads the route's screen before the app renders it (nothing for routes in the main chunk); never rejects. */
export const preloadScreen = async (match: RouteMatch | undefined): Promise<void> => {
  if (!match) return;
  // A chunk that fails here fails the same way when rendered, which shows the retry page.
  await lazyPage(match, undefined)
    ?.screen.preload()
    .catch(() => undefined);
};

/**
 * The page for a matched route. Screens of later features (basket, account panel, checkout…) join
 * here as lazy routes; until then their paths show the 404 page. Memoized: the shell re-rendering
 * (the shop settings answering) leaves the page alone, so a pre-rendered screen React has yet to
 * hydrate gets no update that would make React hydrate it at once, in one long task.
 */
export const RouteView = memo(function RouteView({
  match,
  initial,
}: {
  match: RouteMatch | undefined;
  initial: PageData | undefined;
}) {
  if (!match) return <NotFoundPage />;
  const staticKey = staticKeys[match.key];
  if (staticKey) return <StaticPageView key={staticKey} pageKey={staticKey} initial={initial?.staticPage} />;
  const page = lazyPage(match, initial)?.page;
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
});
