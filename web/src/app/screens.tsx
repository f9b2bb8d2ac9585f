import type { ReactElement, ReactNode } from 'react';
import type { StaticPageKey } from '#shared/content/static-pages';
import type { RouteKey, RouteMatch } from '#shared/routes';
import { ErrorPage } from '../components/error-page';
import { NoAccessPage } from '../components/no-access-page';
import type { AccountRouteKey } from '../features/account/account-routes';
import { RequireSignIn } from '../features/account/require-sign-in';
import type { AuthRouteKey } from '../features/auth/auth-routes';
import type { ContentRouteKey } from '../features/content-staff/content-routes';
import type { MicrosoftRouteKey } from '../features/microsoft/microsoft-routes';
import { MaintenancePage } from '../features/pages/maintenance-page';
import { StaticPageView } from '../features/pages/static-page-view';
import type { PartnerRouteKey } from '../features/partner/partner-routes';
import type { PageData } from '../lib/page-data';
import { type LazyScreen, lazyScreen } from './lazy-screen';

// The one table of the site's screens: route key → how its page renders and, for a screen in a chunk
// of its own, the chunk (the app preloads it before rendering). A route without an entry shows the
// not-found page; a new screen is one entry here (its paths are in shared/routes.ts).

export interface ScreenEntry {
  /** The lazily loaded chunk of the screen; absent for screens in the main chunk. */
  chunk?: Pick<LazyScreen<never>, 'preload' | 'module'>;
  render: (match: RouteMatch, initial: PageData | undefined) => ReactElement;
}

// The account area's frame (its side navigation), a chunk of its own: only account pages load it.
const accountLayout = lazyScreen<{ children: ReactNode }>('src/components/account-layout.tsx', () =>
  import('../components/account-layout').then((m) => m.AccountLayout),
);

/** An account screen's chunk, loaded together with the account area's frame. */
const withAccountLayout = (chunk: NonNullable<ScreenEntry['chunk']>): NonNullable<ScreenEntry['chunk']> => ({
  module: chunk.module,
  preload: () => Promise.all([chunk.preload(), accountLayout.preload()]).then(([screen]) => screen),
});

/** A customer's account screen in a chunk of its own: in the account layout, behind sign-in. */
const signedInAccountScreen = (
  chunk: NonNullable<ScreenEntry['chunk']>,
  screen: (match: RouteMatch) => ReactElement,
): ScreenEntry => ({
  chunk: withAccountLayout(chunk),
  render: (match) => (
    <accountLayout.Screen>
      <RequireSignIn>{screen(match)}</RequireSignIn>
    </accountLayout.Screen>
  ),
});

// The home page with its newsletter sign-up, a chunk of its own: no other page's first view carries
// them (the pre-rendered home page paints at once and is hydrated once the chunk is in).
const home = lazyScreen('src/app/home-screen.tsx', () => import('./home-screen').then((m) => m.HomeScreen));
// Catalogue screens are route chunks, loaded when their page is opened (never with the home page).
const category = lazyScreen('src/features/catalogue/category-page.tsx', () =>
  import('../features/catalogue/category-page').then((m) => m.CategoryPage),
);
const search = lazyScreen('src/features/catalogue/search-page.tsx', () =>
  import('../features/catalogue/search-page').then((m) => m.SearchPage),
);
const product = lazyScreen('src/features/catalogue/product-page.tsx', () =>
  import('../features/catalogue/product-page').then((m) => m.ProductPage),
);
const comparison = lazyScreen('src/features/catalogue/comparison-page.tsx', () =>
  import('../features/catalogue/comparison-page').then((m) => m.ComparisonPage),
);
// Identity and account screens: two chunks; Amplify loads from them only when first needed.
const auth = lazyScreen('src/features/auth/auth-routes.tsx', () =>
  import('../features/auth/auth-routes').then((m) => m.AuthRoute),
);
const account = lazyScreen('src/features/account/account-routes.tsx', () =>
  import('../features/account/account-routes').then((m) => m.AccountRoute),
);
// The basket screen is its own chunk.
const basket = lazyScreen('src/features/basket/basket-page.tsx', () =>
  import('../features/basket/basket-page').then((m) => m.BasketPage),
);
// The checkout is its own chunk too.
const checkout = lazyScreen('src/features/checkout/checkout-page.tsx', () =>
  import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
);
// Order status and history screens, each its own chunk; the history's sit behind sign-in.
const orderStatus = lazyScreen('src/features/orders/order-status-page.tsx', () =>
  import('../features/orders/order-status-page').then((m) => m.OrderStatusPage),
);
const orderHistory = lazyScreen('src/features/orders/order-history-page.tsx', () =>
  import('../features/orders/order-history-page').then((m) => m.OrderHistoryPage),
);
const orderDetails = lazyScreen('src/features/orders/order-details-page.tsx', () =>
  import('../features/orders/order-details-page').then((m) => m.OrderDetailsPage),
);
// The payment screens: redirection and BLIK, an invoice's pay link, what is due
// (behind sign-in), the payment history.
const paymentRedirection = lazyScreen('src/features/payments/payment-redirection-page.tsx', () =>
  import('../features/payments/payment-redirection-page').then((m) => m.PaymentRedirectionPage),
);
const invoicePayment = lazyScreen('src/features/payments/invoice-payment-page.tsx', () =>
  import('../features/payments/invoice-payment-page').then((m) => m.InvoicePaymentPage),
);
const paymentsDue = lazyScreen('src/features/payments/payments-due-page.tsx', () =>
  import('../features/payments/payments-due-page').then((m) => m.PaymentsDuePage),
);
const paymentHistory = lazyScreen('src/features/payments/payment-history-page.tsx', () =>
  import('../features/payments/payment-history-page').then((m) => m.PaymentHistoryPage),
);
// Saved cards, their own chunk, behind sign-in.
const savedCards = lazyScreen('src/features/cards/saved-cards-page.tsx', () =>
  import('../features/cards/saved-cards-page').then((m) => m.SavedCardsPage),
);
// The invoices, their own chunk, behind sign-in.
const invoices = lazyScreen('src/features/invoices/invoices-page.tsx', () =>
  import('../features/invoices/invoices-page').then((m) => m.InvoicesPage),
);
// The Microsoft 365 screens, behind sign-in: the dashboard, the subscriptions list and a subscription's
// details, the pages a customer opens most, each its own chunk; the rest (ordering, configuration,
// licence changes, the agreement, the renewal offer) one chunk.
const microsoftDashboard = lazyScreen('src/features/microsoft/dashboard-page.tsx', () =>
  import('../features/microsoft/dashboard-page').then((m) => m.DashboardPage),
);
const subscriptions = lazyScreen('src/features/microsoft/subscriptions-page.tsx', () =>
  import('../features/microsoft/subscriptions-page').then((m) => m.SubscriptionsPage),
);
const subscriptionDetails = lazyScreen('src/features/microsoft/subscription-details-page.tsx', () =>
  import('../features/microsoft/subscription-details-page').then((m) => m.SubscriptionDetailsPage),
);
const microsoft = lazyScreen('src/features/microsoft/microsoft-routes.tsx', () =>
  import('../features/microsoft/microsoft-routes').then((m) => m.MicrosoftRoute),
);
const microsoftScreen = signedInAccountScreen(microsoft, (match) => (
  <microsoft.Screen routeKey={match.key as MicrosoftRouteKey} params={match.params} />
));
// The forms, their own chunk: the contact page's, the cooperation and help-centre
// pages; the service inquiry modal, which an IT service's product page loads when opened.
const forms = lazyScreen('src/features/forms/form-screen.tsx', () =>
  import('../features/forms/form-screen').then((m) => m.FormScreen),
);
const serviceInquiry = lazyScreen('src/features/forms/service-inquiry-modal.tsx', () =>
  import('../features/forms/service-inquiry-modal').then((m) => m.ServiceInquiryModal),
);
// The device-as-a-service and IT services pages, their own chunk, with the service
// inquiry modal.
const services = lazyScreen('src/features/services/services-screen.tsx', () =>
  import('../features/services/services-screen').then((m) => m.ServicesScreen),
);
// The leasing and credit pages, their own chunk, with the forms' financing inquiry,
// loaded when an option is chosen; the partner-of-the-year page, its own chunk.
const offers = lazyScreen('src/features/offers/financing-page.tsx', () =>
  import('../features/offers/financing-page').then((m) => m.FinancingPage),
);
const financingInquiry = lazyScreen('src/features/forms/financing-inquiry-form.tsx', () =>
  import('../features/forms/financing-inquiry-form').then((m) => m.FinancingInquiryForm),
);
const partnerOfTheYear = lazyScreen('src/features/pages/partner-of-the-year-page.tsx', () =>
  import('../features/pages/partner-of-the-year-page').then((m) => m.PartnerOfTheYearPage),
);
// The operations back office (order queue and order page, the forms inbox and a request), one chunk
// behind sign-in.
const operations = lazyScreen('src/features/operations/operations-routes.tsx', () =>
  import('../features/operations/operations-routes').then((m) => m.OperationsRoute),
);
// The content back office (articles and their editor, product images), its own chunk behind sign-in,
// in the staff's strings; the editor previews an article in the blog's own layout, which the app
// hands it (no feature imports another). Both load with the chunk, so nothing suspends after it.
const staffMessages = lazyScreen('src/features/operations/staff-messages.tsx', () =>
  import('../features/operations/staff-messages').then((m) => m.StaffMessages),
);
const articleLayout = lazyScreen('src/features/blog/article-layout.tsx', () =>
  import('../features/blog/article-layout').then((m) => m.ArticleLayout),
);
const contentStaff = lazyScreen('src/features/content-staff/content-routes.tsx', () =>
  Promise.all([
    import('../features/content-staff/content-routes'),
    staffMessages.preload(),
    articleLayout.preload(),
  ]).then(([m]) => m.ContentRoute),
);
const contentScreen: ScreenEntry = {
  chunk: contentStaff,
  render: (match) => (
    <RequireSignIn>
      <staffMessages.Screen>
        <contentStaff.Screen
          route={match.key as ContentRouteKey}
          params={match.params}
          ArticleLayout={articleLayout.Screen}
        />
      </staffMessages.Screen>
    </RequireSignIn>
  ),
};
// The finance staff's exports, their own chunk, behind sign-in.
const financeExports = lazyScreen('src/features/finance/finance-exports-page.tsx', () =>
  import('../features/finance/finance-exports-page').then((m) => m.FinanceExportsPage),
);
// The business partners' portal, its own chunk, behind sign-in.
const partner = lazyScreen('src/features/partner/partner-routes.tsx', () =>
  import('../features/partner/partner-routes').then((m) => m.PartnerRoute),
);
const partnerScreen: ScreenEntry = {
  chunk: partner,
  render: (match) => (
    <RequireSignIn>
      <partner.Screen routeKey={match.key as PartnerRouteKey} />
    </RequireSignIn>
  ),
};
const blog = lazyScreen('src/features/blog/blog-screen.tsx', () =>
  import('../features/blog/blog-screen').then((m) => m.BlogScreen),
);
const blogScreen: ScreenEntry = {
  chunk: blog,
  render: (match, initial) => <blog.Screen routeKey={match.key} params={match.params} initial={initial} />,
};
const newsletterConfirmation = lazyScreen('src/features/newsletter/newsletter-confirmation-page.tsx', () =>
  import('../features/newsletter/newsletter-confirmation-page').then((m) => m.NewsletterConfirmationPage),
);

const staticPage = (pageKey: StaticPageKey): ScreenEntry => ({
  render: (_, initial) => <StaticPageView key={pageKey} pageKey={pageKey} initial={initial?.staticPage} />,
});
const authScreen: ScreenEntry = {
  chunk: auth,
  render: (match) => <auth.Screen routeKey={match.key as AuthRouteKey} />,
};
const accountScreen: ScreenEntry = {
  chunk: withAccountLayout(account),
  render: (match) => (
    <accountLayout.Screen>
      <account.Screen routeKey={match.key as AccountRouteKey} />
    </accountLayout.Screen>
  ),
};
const idOf = (match: RouteMatch) => match.params.id ?? '';

export const screens: Partial<Record<RouteKey, ScreenEntry>> = {
  home: { chunk: home, render: (_, initial) => <home.Screen initial={initial?.home} /> },
  about: staticPage('about'),
  contact: {
    chunk: forms,
    render: (_, initial) => (
      <StaticPageView key="contact" pageKey="contact" initial={initial?.staticPage}>
        <forms.Screen page="contact" />
      </StaticPageView>
    ),
  },
  cooperation: { chunk: forms, render: () => <forms.Screen page="cooperation" /> },
  helpCentre: { chunk: forms, render: () => <forms.Screen page="helpCentre" /> },
  deviceAsAService: {
    chunk: services,
    render: () => <services.Screen page="deviceAsAService" inquiry={serviceInquiry.Screen} />,
  },
  itServices: {
    chunk: services,
    render: () => <services.Screen page="itServices" inquiry={serviceInquiry.Screen} />,
  },
  terms: staticPage('terms'),
  privacy: staticPage('privacy'),
  cookiePolicy: staticPage('cookiePolicy'),
  serverError: { render: () => <ErrorPage /> },
  maintenance: { render: () => <MaintenancePage /> },
  noAccess: { render: () => <NoAccessPage /> },
  signIn: authScreen,
  signUp: authScreen,
  confirmAccount: authScreen,
  wrongPassword: authScreen,
  passwordReminder: authScreen,
  passwordRemind: authScreen,
  passwordGenerate: authScreen,
  passwordReset: authScreen,
  account: accountScreen,
  accountChangePassword: accountScreen,
  accountTwoStepSignIn: accountScreen,
  accountEditData: accountScreen,
  accountDashboard: signedInAccountScreen(microsoftDashboard, () => <microsoftDashboard.Screen />),
  accountSubscriptions: signedInAccountScreen(subscriptions, () => <subscriptions.Screen />),
  accountSubscriptionOrder: microsoftScreen,
  subscriptionOrders: microsoftScreen,
  accountSubscriptionAddAccount: microsoftScreen,
  accountSubscriptionConfiguration: microsoftScreen,
  accountSubscriptionConfigurationSummary: microsoftScreen,
  accountSubscriptionDetails: signedInAccountScreen(subscriptionDetails, (match) => {
    const id = match.params.subscriptionId ?? '';
    return (
      <subscriptionDetails.Screen
        key={id}
        subscriptionId={id}
        enableRecurring={match.params.enableRecurring}
      />
    );
  }),
  accountSubscriptionAddLicences: microsoftScreen,
  accountSubscriptionRenewLicences: microsoftScreen,
  accountSubscriptionRenewLicencesMonthly: microsoftScreen,
  mca: microsoftScreen,
  renewal: microsoftScreen,
  category: {
    chunk: category,
    render: (match, initial) => (
      <category.Screen key={idOf(match)} id={idOf(match)} initial={initial?.listing} />
    ),
  },
  product: {
    chunk: product,
    render: (match, initial) => (
      <product.Screen
        key={idOf(match)}
        id={idOf(match)}
        initial={initial?.product}
        serviceInquiry={serviceInquiry.Screen}
      />
    ),
  },
  search: { chunk: search, render: (_match, initial) => <search.Screen initial={initial?.search} /> },
  compare: { chunk: comparison, render: () => <comparison.Screen /> },
  basket: { chunk: basket, render: () => <basket.Screen /> },
  order: { chunk: checkout, render: () => <checkout.Screen /> },
  orderStatus: { chunk: orderStatus, render: () => <orderStatus.Screen /> },
  accountOrderHistory: signedInAccountScreen(orderHistory, () => <orderHistory.Screen />),
  accountOrderDetails: signedInAccountScreen(orderDetails, (match) => {
    const id = match.params.realizationId ?? '';
    return <orderDetails.Screen key={id} id={id} />;
  }),
  paymentRedirect: { chunk: paymentRedirection, render: () => <paymentRedirection.Screen /> },
  payment: {
    chunk: invoicePayment,
    render: (match) => {
      const guid = match.params.invoiceGuid ?? '';
      return <invoicePayment.Screen key={guid} guid={guid} />;
    },
  },
  payments: signedInAccountScreen(paymentsDue, () => <paymentsDue.Screen />),
  accountPaymentHistory: signedInAccountScreen(paymentHistory, () => <paymentHistory.Screen />),
  accountPaymentCards: signedInAccountScreen(savedCards, () => <savedCards.Screen />),
  accountInvoices: signedInAccountScreen(invoices, () => <invoices.Screen />),
  financeExports: {
    chunk: financeExports,
    render: () => (
      <RequireSignIn>
        <financeExports.Screen />
      </RequireSignIn>
    ),
  },
  staffOrders: {
    chunk: operations,
    render: () => (
      <RequireSignIn>
        <operations.Screen route="staffOrders" />
      </RequireSignIn>
    ),
  },
  staffOrder: {
    chunk: operations,
    render: (match) => (
      <RequireSignIn>
        <operations.Screen route="staffOrder" orderId={match.params.orderId ?? ''} />
      </RequireSignIn>
    ),
  },
  contentArticles: contentScreen,
  contentArticleNew: contentScreen,
  contentArticle: contentScreen,
  contentProducts: contentScreen,
  contentProduct: contentScreen,
  staffRequests: {
    chunk: operations,
    render: () => (
      <RequireSignIn>
        <operations.Screen route="staffRequests" />
      </RequireSignIn>
    ),
  },
  staffRequest: {
    chunk: operations,
    render: (match) => (
      <RequireSignIn>
        <operations.Screen
          route="staffRequest"
          request={{ kind: match.params.kind ?? '', id: match.params.requestId ?? '' }}
        />
      </RequireSignIn>
    ),
  },
  staffCustomers: {
    chunk: operations,
    render: () => (
      <RequireSignIn>
        <operations.Screen route="staffCustomers" />
      </RequireSignIn>
    ),
  },
  staffCustomer: {
    chunk: operations,
    render: (match) => (
      <RequireSignIn>
        <operations.Screen route="staffCustomer" customerId={match.params.customerId ?? ''} />
      </RequireSignIn>
    ),
  },
  staffPartners: {
    chunk: operations,
    render: () => (
      <RequireSignIn>
        <operations.Screen route="staffPartners" />
      </RequireSignIn>
    ),
  },
  staffAllegro: {
    chunk: operations,
    render: () => (
      <RequireSignIn>
        <operations.Screen route="staffAllegro" />
      </RequireSignIn>
    ),
  },
  staffPartner: {
    chunk: operations,
    render: (match) => (
      <RequireSignIn>
        <operations.Screen route="staffPartner" customerId={match.params.partnerId ?? ''} />
      </RequireSignIn>
    ),
  },
  newsletterConfirmation: { chunk: newsletterConfirmation, render: () => <newsletterConfirmation.Screen /> },
  leasingOffer: {
    chunk: offers,
    render: () => <offers.Screen key="leasing" kind="leasing" inquiry={financingInquiry.Screen} />,
  },
  creditOffer: {
    chunk: offers,
    render: () => <offers.Screen key="credit" kind="credit" inquiry={financingInquiry.Screen} />,
  },
  partnerOfTheYear: { chunk: partnerOfTheYear, render: () => <partnerOfTheYear.Screen /> },
  partnerDashboard: partnerScreen,
  partnerPriceList: partnerScreen,
  partnerOrders: partnerScreen,
  // The blog and the publications portal: lists and articles, one chunk.
  blog: blogScreen,
  blogArticle: blogScreen,
  publication: blogScreen,
  news: blogScreen,
  articles: blogScreen,
  articlesList: blogScreen,
  newsArchive: blogScreen,
  newsCategory: blogScreen,
  newsCategoryDetails: blogScreen,
  publicationDetails: blogScreen,
};
