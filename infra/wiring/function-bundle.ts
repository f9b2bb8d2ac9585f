import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

// How every function is bundled, one definition for the deploy (infra/cdk/shop-function.ts) and the
// bench's bundle measurements: esbuild, ESM for Node 22, minified, the packages' ES module builds first
// (which esbuild can tree-shake: the DynamoDB client alone is about 130 KB smaller than from its
// CommonJS build), the SDK pinned by the lockfile bundled, and the SDK's default credential chain
// replaced by its environment provider, the only credentials a Lambda function has
// (functions/lib/lambda-credentials.ts). Packages' production builds (React's server renderer without
// its development twin), and none of the site's screens a function never renders (`externalOf`).

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** ESM bundles have no `require`; some dependencies still call it for Node built-ins. */
export const requireBanner =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The site's screens a function never renders, each a chunk only the browser loads (web/src/app/screens.tsx):
 * sign-in, the account, basket, checkout and order pages, payments, the partner's portal and the staff's
 * screens. Functions render the catalogue, the search, the blog and the site's public pages; these
 * screens' imports stay out of every bundle, unresolved (rendering one in a function fails loudly).
 * A new browser-only screen is listed here (a test holds the list to the screens table).
 */
export const browserOnlyScreens = [
  'account/account-routes.tsx',
  'auth/auth-routes.tsx',
  'basket/basket-page.tsx',
  'cards/saved-cards-page.tsx',
  'checkout/checkout-page.tsx',
  'content-staff/content-routes.tsx',
  'finance/finance-exports-page.tsx',
  'invoices/invoices-page.tsx',
  'microsoft/dashboard-page.tsx',
  'microsoft/microsoft-routes.tsx',
  'microsoft/subscription-details-page.tsx',
  'microsoft/subscriptions-page.tsx',
  'newsletter/newsletter-confirmation-page.tsx',
  'operations/operations-routes.tsx',
  'operations/staff-messages.tsx',
  'orders/order-details-page.tsx',
  'orders/order-history-page.tsx',
  'orders/order-status-page.tsx',
  'partner/partner-routes.tsx',
  'payments/invoice-payment-page.tsx',
  'payments/payment-history-page.tsx',
  'payments/payment-redirection-page.tsx',
  'payments/payments-due-page.tsx',
].map((screen) => `./web/src/features/${screen}`);

/**
 * The site's public screens in chunks of their own (web/src/app/screens.tsx), as paths under web/src.
 * A function that renders pages names the screens its pages need (`renders` in its declaration,
 * infra/wiring/function-decl.ts); the others are left out of its bundle, unresolved, as the
 * browser-only screens are: a catalogue renderer carries no blog, a search page no product page.
 */
export const publicScreens = [
  'app/home-screen.tsx',
  'features/blog/article-layout.tsx',
  'features/blog/blog-screen.tsx',
  'features/catalogue/category-page.tsx',
  'features/catalogue/comparison-page.tsx',
  'features/catalogue/product-page.tsx',
  'features/catalogue/search-page.tsx',
  'features/forms/financing-inquiry-form.tsx',
  'features/forms/form-screen.tsx',
  'features/forms/service-inquiry-modal.tsx',
  'features/offers/financing-page.tsx',
  'features/pages/partner-of-the-year-page.tsx',
  'features/services/services-screen.tsx',
] as const;

export type PublicScreen = (typeof publicScreens)[number];

/**
 * Modules of the site only the browser runs, left out of every bundle the same way: Amplify's auth
 * (web/src/lib/session/amplify.ts, 155 KB), which the session loads on a sign-in or a protected call,
 * neither of which a function's render makes.
 */
export const browserOnlyModules = ['./web/src/lib/session/amplify.ts'];

export const functionBundle = {
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  banner: requireBanner,
  /** Import paths replaced in every bundle, to absolute module paths. */
  alias: {
    '@aws-sdk/credential-provider-node': fromRoot('functions/lib/lambda-credentials.ts'),
    // The page renderers read the site's messages pre-parsed (web/build.ts) like the browser does, so
    // react-intl's ICU parser (20 KB) stays out, as in the site's own build (web/vite.config.ts).
    '@formatjs/icu-messageformat-parser': fromRoot(
      'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
    ),
    // markdown-it's linkify-it matcher (16 KB), which only its `linkify` option uses, off in the shop.
    'linkify-it': fromRoot('shared/blog/linkify-off.ts'),
    // The codec of the AWS operations that stream events (about 19 KB), none of which the shop calls.
    '@smithy/core/event-streams': fromRoot('functions/lib/no-event-streams.ts'),
    // The LRU cache the DynamoDB client's endpoint discovery makes (mnemonist's, 5 KB), over a Map.
    'mnemonist/lru-cache': fromRoot('functions/lib/endpoint-cache-lru.ts'),
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  /** Left out of every bundle, as paths from the repository root (esbuild's working directory). */
  external: [...browserOnlyScreens, ...browserOnlyModules],
} as const;

/** What a function's bundle leaves out: every function's externals and the public screens it does not render. */
export const externalOf = ({ renders = [] }: { renders?: readonly PublicScreen[] }): string[] => [
  ...functionBundle.external,
  ...publicScreens.filter((screen) => !renders.includes(screen)).map((screen) => `./web/src/${screen}`),
];

/**
 * The same bundle as esbuild's own options, for building a function outside CDK (the bench, the budget
 * test); what a function leaves out is its own, `externalOf(decl)`.
 */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: functionBundle.target,
  minify: functionBundle.minify,
  mainFields: [...functionBundle.mainFields],
  banner: { js: functionBundle.banner },
  alias: functionBundle.alias,
  define: functionBundle.define,
  absWorkingDir: fromRoot(''),
} satisfies BuildOptions;
