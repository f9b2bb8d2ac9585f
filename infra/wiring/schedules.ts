import { exportDiskMb, type FunctionDecl } from './function-decl';

// The EventBridge Scheduler schedules, each running one function.

export interface ScheduleDecl {
  name: string;
  /** EventBridge Scheduler expression: `rate(5 minutes)` or `cron(min hour dom month dow year)`. */
  expression: string;
  /** Retries of a failed run; the next run comes soon anyway, so a few are enough. */
  retryAttempts: number;
  target: FunctionDecl;
}

export const schedules: ScheduleDecl[] = [
  {
    // Invoices issued offline while KSeF was unavailable, sent within the legal deadline.
    name: 'resend-offline-invoices',
    expression: 'rate(15 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'events/schedules/resend-offline-invoices.ts',
      timeoutSeconds: 300,
      memoryMb: 256,
      grants: { table: 'readWrite', documents: 'readWrite', ksefSecret: true },
    },
  },
  {
    // Safety net behind the stream: republishes outbox items the publisher could not deliver.
    name: 'outbox-sweep',
    expression: 'rate(5 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'events/outbox/sweep.ts',
      timeoutSeconds: 60,
      memoryMb: 256,
      grants: { table: 'readWrite', events: true },
    },
  },
  {
    // Scheduled blog articles published once their time came: the article's page and the lists, feeds
    // and sitemaps it is on follow within a minute, without a deploy.
    name: 'publish-scheduled-articles',
    expression: 'rate(1 minute)',
    retryAttempts: 2,
    target: {
      entry: 'functions/blog/publish-due-articles.ts',
      timeoutSeconds: 120,
      memoryMb: 1024,
      grants: { table: 'readWrite', documents: 'read', site: 'readWrite' },
      renders: ['features/blog/blog-screen.tsx', 'features/blog/article-layout.tsx'],
    },
  },
  {
    // Payment reconciliation: payments still registered past their time limit are asked for their
    // status at the provider, then settled or expired (a lost notification loses no payment).
    name: 'reconcile-payments',
    expression: 'rate(5 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'functions/payments/reconcile-payments.ts',
      timeoutSeconds: 60,
      memoryMb: 256,
      grants: { table: 'readWrite', paymentProviderSecret: true },
    },
  },
  {
    // Unpaid orders past their payment deadline cancelled, their stock given back; buyers reminded a day before.
    name: 'payment-deadlines',
    expression: 'rate(1 hour)',
    retryAttempts: 2,
    target: {
      entry: 'functions/orders/payment-deadlines.ts',
      timeoutSeconds: 120,
      memoryMb: 256,
      grants: { table: 'readWrite' },
    },
  },
  {
    // A free trial whose month ended gets its next month as an order, charged to the
    // buyer's saved card off-session.
    name: 'convert-ended-trials',
    expression: 'rate(1 hour)',
    retryAttempts: 2,
    target: {
      entry: 'functions/payments/convert-ended-trials.ts',
      timeoutSeconds: 120,
      memoryMb: 256,
      grants: { table: 'readWrite', paymentProviderSecret: true },
    },
  },
  {
    // Microsoft 365 subscriptions whose term ended, renewed by Microsoft, get the next term as an order
    // charged to the default saved card; a run catches up the two months before. Hourly:
    // a run stops starting renewals near its timeout, and a day with thousands due finishes in the next.
    name: 'renew-subscriptions',
    expression: 'cron(30 * * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/csp/renew-subscriptions.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', paymentProviderSecret: true, partnerCenterSecret: true },
    },
  },
  {
    // The shop's Microsoft 365 subscriptions reconciled with Partner Center: changes left unfinished (a
    // crash, Microsoft's silence) settled, renewals repaired, seats and cancellations that differ
    // reported to staff by mail. Hourly, a quarter past, apart from the renewals' run.
    name: 'reconcile-subscriptions',
    expression: 'cron(15 * * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/csp/reconcile-subscriptions.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', mail: true, partnerCenterSecret: true },
    },
  },
  {
    // Renewal offers, the sales opportunity: subscriptions that will not renew by themselves and end
    // within two weeks are offered their renewal by mail, with their invoice's link, once per term.
    name: 'offer-renewals',
    expression: 'cron(0 8 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/csp/offer-renewals.ts',
      timeoutSeconds: 300,
      memoryMb: 256,
      grants: { table: 'readWrite' },
    },
  },
  {
    // Daily finance exports: each of the last week's days without a done export, written to the
    // exports bucket (a day's run catches up the days runs missed).
    name: 'daily-exports',
    expression: 'cron(15 1 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/reports/daily-exports.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', exports: 'readWrite' },
      ephemeralStorageMb: exportDiskMb,
    },
  },
  {
    // Monthly finance exports: each of the last three months without a done export, with its sales VAT
    // register; daily, so a month missed on the 1st is written the next day.
    name: 'monthly-exports',
    expression: 'cron(45 1 * * ? *)',
    retryAttempts: 2,
    target: {
      entry: 'functions/reports/monthly-exports.ts',
      timeoutSeconds: 900,
      memoryMb: 512,
      grants: { table: 'readWrite', exports: 'readWrite' },
      ephemeralStorageMb: exportDiskMb,
    },
  },
  {
    // Allegro orders: the order event journal read on from where it was, each order ready for
    // processing imported once (paid, its stock taken), a buyer's cancellation followed. Every minute,
    // as Allegro advises polling the journal; nothing happens while the shop account is not connected.
    name: 'import-allegro-orders',
    expression: 'rate(1 minute)',
    retryAttempts: 2,
    target: {
      entry: 'functions/marketplace/import-allegro-orders.ts',
      timeoutSeconds: 300,
      memoryMb: 512,
      grants: { table: 'readWrite', allegroSecret: true },
    },
  },
  {
    // Allegro offers' stock checked against the shop's counts and set where it differs, behind the
    // pushes that follow each order.
    name: 'sync-allegro-stock',
    expression: 'rate(15 minutes)',
    retryAttempts: 2,
    target: {
      entry: 'functions/marketplace/sync-allegro-stock.ts',
      timeoutSeconds: 120,
      memoryMb: 256,
      grants: { table: 'read', allegroSecret: true },
    },
  },
];
