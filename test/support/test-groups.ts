// Which test files run how (vitest.config.ts; test/README.md, "How the suite runs").

/** The integration and browser files: each needs a local runtime. */
export const runtimeFiles = ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'];

/**
 * Files that need a runtime to themselves: one starts and kills runtimes of its own, one checks the
 * ports and children of runtimes started at once, one sets a flag the handlers read once, and the rest
 * assume what other files change: the catalogue's and blog's pages and prices as the seed left them,
 * the demo partner's customer with her one order.
 */
export const ownRuntimeFiles = [
  'test/integration/restart.test.ts',
  'test/integration/runtime-ports.test.ts',
  'test/e2e/maintenance.e2e.test.ts',
  'test/integration/blog.test.ts',
  'test/integration/catalogue.test.ts',
  // Rates, reprices and sells out a demo product: its figures everywhere.
  'test/integration/catalogue-figures.test.ts',
  // Publish, schedule and take back articles and change a product's images: the blog's and that product's pages.
  'test/integration/staff-content.test.ts',
  // Reprices a demo product: its figures everywhere.
  'test/integration/staff-product-prices.test.ts',
  // Expires, refuses and unlinks the shop's Allegro account at the simulator, and reconnects it: the
  // Allegro back office's browser test connects the same account.
  'test/integration/allegro-orders.test.ts',
  'test/e2e/staff-content.e2e.test.ts',
  'test/e2e/partner-portal.e2e.test.ts',
  'test/e2e/services.e2e.test.ts',
];

/** Unit files that change process-wide state (modules reset, the environment rewritten): isolated. */
export const unitFilesIsolated = [
  'functions/lib/payment-provider/payment-provider.test.ts',
  'functions/lib/partner-center/partner-center-rest.test.ts',
  'infra/local/operation-counter.test.ts',
  'test/infra/intl-at-import.test.ts',
  'test/infra/schemas-at-import.test.ts',
];
