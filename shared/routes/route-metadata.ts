import { type RouteKey, routeKeys } from './route-table';

/**
 * What a route's page is to search engines and the build, declared once per route:
 *  - `private`: about one visitor's session, account, order or payment: never indexed, never in a
 *    sitemap, disallowed in robots.txt, never pre-rendered;
 *  - `notice`: an error or notice page: rendered, but `noindex`;
 *  - `public`: indexable.
 * `prerendered` pages (without parameters) are rendered to HTML per language at build time; catalogue
 * pages are rendered at runtime into the site bucket. A `shell` is pre-rendered only as its empty shell
 * (the header, the footer and the page's loading state, nothing of any visitor), so its first paint
 * needs no script: the basket; a shell is in no sitemap. A `rendered` page is rendered per request by
 * the pages group, with its data, because what it shows depends on the address's query: the search,
 * whose results are in its HTML (shared/page-kind.ts routes it; it is in no sitemap either). The
 * blog's lists, those without parameters included, are rendered at runtime into the site bucket with
 * their first articles (`bucketRouteKeys` of shared/page-key.ts) and listed in the blog's sitemaps.
 */
export type RouteMetadata = {
  audience: 'private' | 'public' | 'notice';
  prerendered?: true;
  shell?: true;
  rendered?: true;
};

const privateRoute = { audience: 'private' } as const;
const privateShell = { audience: 'private', prerendered: true, shell: true } as const;
const publicRendered = { audience: 'public', rendered: true } as const;
const publicRoute = { audience: 'public' } as const;
const prerenderedPage = { audience: 'public', prerendered: true } as const;
const prerenderedNotice = { audience: 'notice', prerendered: true } as const;

export const routeMetadata: Readonly<Record<RouteKey, RouteMetadata>> = {
  home: prerenderedPage,
  signIn: privateRoute,
  signUp: privateRoute,
  passwordReminder: privateRoute,
  passwordGenerate: privateRoute,
  passwordRemind: privateRoute,
  passwordReset: privateRoute,
  wrongPassword: privateRoute,
  confirmAccount: privateRoute,
  order: privateRoute,
  basket: privateShell,
  partnerOfTheYear: prerenderedPage,
  paymentRedirect: privateRoute,
  orderStatus: privateRoute,
  renewal: privateRoute,
  payment: privateRoute,
  payments: privateRoute,
  compare: publicRoute,
  category: publicRoute,
  product: publicRoute,
  search: publicRendered,
  blog: publicRoute,
  blogArticle: publicRoute,
  subscriptionOrders: privateRoute,
  mca: privateRoute,
  notFound: prerenderedNotice,
  serverError: prerenderedNotice,
  maintenance: prerenderedNotice,
  publication: publicRoute,
  news: publicRoute,
  articles: publicRoute,
  publicationDetails: publicRoute,
  newsArchive: publicRoute,
  newsCategory: publicRoute,
  newsCategoryDetails: publicRoute,
  articlesList: publicRoute,
  account: privateRoute,
  accountDashboard: privateRoute,
  accountChangePassword: privateRoute,
  accountTwoStepSignIn: privateRoute,
  accountEditData: privateRoute,
  accountSubscriptions: privateRoute,
  accountSubscriptionAddAccount: privateRoute,
  accountSubscriptionOrder: privateRoute,
  accountSubscriptionConfiguration: privateRoute,
  accountSubscriptionDetails: privateRoute,
  accountSubscriptionConfigurationSummary: privateRoute,
  accountSubscriptionAddLicences: privateRoute,
  accountSubscriptionRenewLicences: privateRoute,
  accountSubscriptionRenewLicencesMonthly: privateRoute,
  accountOrderHistory: privateRoute,
  accountOrderDetails: privateRoute,
  accountPaymentHistory: privateRoute,
  accountInvoices: privateRoute,
  accountPaymentCards: privateRoute,
  financeExports: privateRoute,
  staffOrders: privateRoute,
  staffOrder: privateRoute,
  staffRequests: privateRoute,
  staffRequest: privateRoute,
  staffCustomers: privateRoute,
  staffCustomer: privateRoute,
  staffPartners: privateRoute,
  staffAllegro: privateRoute,
  staffPartner: privateRoute,
  contentArticles: privateRoute,
  contentArticleNew: privateRoute,
  contentArticle: privateRoute,
  contentProducts: privateRoute,
  contentProduct: privateRoute,
  partnerDashboard: privateRoute,
  partnerPriceList: privateRoute,
  partnerOrders: privateRoute,
  about: prerenderedPage,
  contact: prerenderedPage,
  cooperation: prerenderedPage,
  helpCentre: prerenderedPage,
  deviceAsAService: prerenderedPage,
  itServices: prerenderedPage,
  terms: prerenderedPage,
  privacy: prerenderedPage,
  cookiePolicy: prerenderedPage,
  noAccess: prerenderedNotice,
  newsletterConfirmation: privateRoute,
  leasingOffer: prerenderedPage,
  creditOffer: prerenderedPage,
};

const routeKeysWhere = (test: (metadata: RouteMetadata) => boolean): RouteKey[] =>
  routeKeys.filter((key) => test(routeMetadata[key]));

/** Pages rendered to HTML per language at build time. */
export const prerenderedRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.prerendered === true,
);

/** Pages a sitemap lists: the indexable ones pre-rendered whole (home, static pages), not shells. */
export const sitemapRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.prerendered === true && metadata.shell !== true && metadata.audience === 'public',
);

/** The account area under `/ustawienia-konta/`: signed-in customers only, loaded lazily. */
export const accountRouteKeys = routeKeys.filter((key) => key.startsWith('account'));

/** Pages about one visitor's session, account, order or payment (see `RouteMetadata`). */
export const privateRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.audience === 'private',
);

/** Pages rendered per request with their data (the search): `rendered` in `RouteMetadata`. */
export const renderedRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.rendered === true,
);

/** Whether search engines may index the page (robots meta, sitemaps). */
export const indexable = (key: RouteKey): boolean => routeMetadata[key].audience === 'public';
