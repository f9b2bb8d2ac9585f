import { invoiceFontFiles } from '#functions/lib/invoices/pdf/invoice-font';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import type { EventPattern } from './event-bus';
import { exportDiskMb, type FunctionDecl, type Grants } from './function-decl';

// The bus's rules: each an event pattern → an SQS queue (with its DLQ) → a consumer Lambda.

export interface RuleDecl {
  name: string;
  pattern: EventPattern;
  queue: { name: string; batchSize: number; maxReceiveCount: number };
  consumer: FunctionDecl;
}

/** A consumer: 10 s, 256 MB unless its memory curve chose another size (`memoryMb`). */
const consumer = (entry: string, grants: Grants, memoryMb = 256): FunctionDecl => ({
  entry,
  timeoutSeconds: 10,
  memoryMb,
  grants,
});

/** SQS visibility timeout: at least 6× the consumer's timeout, as AWS advises for Lambda sources. */
export const visibilityTimeoutSeconds = (rule: RuleDecl): number => rule.consumer.timeoutSeconds * 6;

export const rules: RuleDecl[] = [
  {
    name: 'newsletter-confirmation',
    pattern: { source: ['shop.cms'], 'detail-type': ['newsletter.signup-requested'] },
    queue: { name: 'newsletter-confirmation', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-newsletter-confirmation.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    // Re-publishes the search index and re-renders the changed product's pages (batch of 1: each run reads the whole catalogue).
    name: 'catalogue-publish',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.product-changed'] },
    queue: { name: 'catalogue-publish', batchSize: 1, maxReceiveCount: 5 },
    consumer: {
      ...consumer('events/consumers/publish-catalogue.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        site: 'readWrite',
      }),
      timeoutSeconds: 60,
      memoryMb: 1024,
      renders: ['features/catalogue/category-page.tsx', 'features/catalogue/product-page.tsx'],
    },
  },
  {
    // A product's figures changed (rated, sold out or back, repriced): its figures published alone and
    // its pages re-rendered, never the whole catalogue (each run renders its product's and categories'
    // pages in every language, reading the published index when it changed).
    name: 'catalogue-figures',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.figures-changed'] },
    queue: { name: 'catalogue-figures', batchSize: 5, maxReceiveCount: 5 },
    consumer: {
      ...consumer('events/consumers/publish-figures.ts', {
        table: 'readWrite',
        documents: 'read',
        site: 'readWrite',
      }),
      timeoutSeconds: 60,
      memoryMb: 1024,
      renders: ['features/catalogue/category-page.tsx', 'features/catalogue/product-page.tsx'],
    },
  },
  {
    // A counted product sold out by an order, or back with a cancellation or return: announced as such
    // (catalogue.figures-changed), so listings and pages follow the stock; only orders that took or
    // gave back counted units queue here.
    name: 'follow-stock',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed', 'order.status-changed', 'order.part-returned'],
      detail: { data: { stockProductIds: [{ exists: true }] } },
    },
    queue: { name: 'follow-stock', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/follow-stock.ts', { table: 'readWrite' }, 128),
  },
  {
    // The same orders' products pushed to their Allegro offers' stock (nothing while the shop account is
    // not connected; the `sync-allegro-stock` schedule catches up).
    name: 'allegro-stock',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed', 'order.status-changed', 'order.part-returned'],
      detail: { data: { stockProductIds: [{ exists: true }] } },
    },
    queue: { name: 'allegro-stock', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer(
      'events/consumers/push-allegro-stock.ts',
      { table: 'readWrite', allegroSecret: true },
      128,
    ),
  },
  {
    // An Allegro order sent (its carrier and tracking number) or cancelled, reported to Allegro; only
    // marketplace orders' moves queue here.
    name: 'allegro-fulfilment',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.status-changed'],
      detail: { data: { marketplace: ['allegro'] } },
    },
    queue: { name: 'allegro-fulfilment', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/report-allegro-fulfilment.ts', {
      table: 'readWrite',
      allegroSecret: true,
    }),
  },
  {
    // Every placed order findable by the staff's search (its number, e-mails, names, tax number).
    name: 'order-search',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.placed'] },
    queue: { name: 'order-search', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/index-order-search.ts', { table: 'readWrite' }, 128),
  },
  {
    // Staff's availability moves, and units back in stock (figures changed with an availability pair).
    name: 'availability-notifications',
    pattern: {
      source: ['shop.cms'],
      'detail-type': ['catalogue.product-changed', 'catalogue.figures-changed'],
      detail: { data: { availabilityAfter: [{ exists: true }] } },
    },
    queue: { name: 'availability-notifications', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-availability-notifications.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'delivery-time-questions',
    pattern: { source: ['shop.cms'], 'detail-type': ['catalogue.delivery-time-asked'] },
    queue: { name: 'delivery-time-questions', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-delivery-time-question.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'form-mails',
    pattern: { source: ['shop.cms'], 'detail-type': ['form.submitted'] },
    queue: { name: 'form-mails', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-form-mails.ts', { table: 'readWrite', mail: true }),
  },
  {
    name: 'order-confirmation',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.placed'] },
    queue: { name: 'order-confirmation', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer(
      'events/consumers/send-order-confirmation.ts',
      { table: 'readWrite', mail: true },
      128,
    ),
  },
  {
    // A payment's notification, put on the bus by the notification route once its
    // sign and payment checked (storage first): verified at the provider and the payment settled once.
    name: 'payment-notifications',
    pattern: { source: ['shop.payments'], 'detail-type': ['payment.notified'] },
    queue: { name: 'payment-notifications', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/settle-payment-notification.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    // A cancelled or returned order: its online payments refunded, its invoice corrected to zero (KOR);
    // only those moves queue here (every other move would be an invocation with nothing to do).
    name: 'order-refunds',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.status-changed'],
      detail: { data: { to: ['cancelled', 'returned'] } },
    },
    queue: { name: 'order-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-cancelled-order.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    // Part of a delivered order taken back: its invoice corrected for those units (KOR), that part refunded.
    name: 'part-return-refunds',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.part-returned'] },
    queue: { name: 'part-return-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-returned-part.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    // A payment settled when its order owed nothing more (a second tab, a late one): given back whole, the buyer mailed.
    name: 'surplus-refunds',
    pattern: {
      source: ['shop.payments'],
      'detail-type': ['payment.settled'],
      detail: { data: { surplus: [true] } },
    },
    queue: { name: 'surplus-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-surplus-payment.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
      mail: true,
    }),
  },
  {
    // Credit and leasing orders (methods 11 and 12) to the financing partner, whose decision is booked.
    name: 'order-financing',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed'],
      detail: { data: { paymentMethod: [paymentMethodIds.credit, paymentMethodIds.leasing] } },
    },
    queue: { name: 'order-financing', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/apply-for-financing.ts', { table: 'readWrite' }),
  },
  {
    name: 'financing-declined-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.financing-declined'] },
    queue: { name: 'financing-declined-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-financing-declined-mail.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    name: 'payment-reminder-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.payment-reminder-due'] },
    queue: { name: 'payment-reminder-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-payment-reminder-mail.ts', { table: 'readWrite', mail: true }),
  },
  {
    name: 'order-status-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.status-changed'] },
    queue: { name: 'order-status-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-order-status-mail.ts', { table: 'readWrite', mail: true }, 128),
  },
  {
    name: 'part-return-mail',
    pattern: { source: ['shop.orders'], 'detail-type': ['order.part-returned'] },
    queue: { name: 'part-return-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-part-return-mail.ts', { table: 'readWrite', mail: true }),
  },
  {
    // The invoice's PDF on its issue, again when issued offline (KOD II) and once KSeF numbered it
    // (its two faces read once per container).
    name: 'invoice-pdf',
    pattern: {
      source: ['shop.payments'],
      'detail-type': ['invoice.issued', 'invoice.ksef-offline', 'invoice.ksef-accepted'],
    },
    queue: { name: 'invoice-pdf', batchSize: 5, maxReceiveCount: 5 },
    consumer: {
      // The offline certificate's key signs KOD II on an offline invoice's PDF.
      ...consumer('events/consumers/render-invoice-pdf.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        ksefSecret: true,
      }),
      timeoutSeconds: 30,
      memoryMb: 384,
      packageFiles: [
        'dejavu-fonts-ttf/package.json',
        'dejavu-fonts-ttf/LICENSE',
        ...Object.values(invoiceFontFiles),
      ],
    },
  },
  {
    // Each issued invoice to KSeF; KSeF's polls and 429 waits need time.
    name: 'invoice-ksef',
    pattern: { source: ['shop.payments'], 'detail-type': ['invoice.issued'] },
    queue: { name: 'invoice-ksef', batchSize: 5, maxReceiveCount: 5 },
    consumer: {
      ...consumer('events/consumers/send-invoice-to-ksef.ts', {
        table: 'readWrite',
        documents: 'readWrite',
        ksefSecret: true,
      }),
      timeoutSeconds: 120,
      memoryMb: 384,
    },
  },
  {
    // Invoices: an order's VAT invoice once its payment settled (a payment by an
    // invoice's guid booked on it), or at placement, unpaid, for deferred payment; a refunded surplus's
    // booking taken back. One rule, one queue: each detail type comes from one source only, so the
    // pattern matches exactly these events, and of the placed orders only those on deferred payment
    // (the others are invoiced when paid).
    name: 'issue-invoice',
    pattern: {
      source: ['shop.payments', 'shop.orders'],
      $or: [
        { 'detail-type': ['payment.settled', 'payment.surplus-refunded'] },
        { 'detail-type': ['order.placed'], detail: { data: { paymentMethod: [paymentMethodIds.deferred] } } },
      ],
    },
    queue: { name: 'issue-invoice', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/issue-invoice.ts', { table: 'readWrite' }, 384),
  },
  {
    // An order's Microsoft 365 subscriptions, recorded when it goes to realization:
    // paid (status-changed) or placed on terms that pay later (placed); only orders that hold any, so
    // the shop's other orders never queue before them.
    name: 'order-subscriptions',
    pattern: {
      source: ['shop.orders'],
      'detail-type': ['order.placed', 'order.status-changed'],
      detail: { data: { microsoftSubscriptions: [true] } },
    },
    queue: { name: 'order-subscriptions', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/record-subscriptions.ts', { table: 'readWrite' }),
  },
  {
    // A subscription's provisioning at Partner Center: polls until Microsoft provisioned it (up to 3
    // minutes), so one at a time with time to spare; while Microsoft does not answer the event comes
    // again (provisioningRetries in functions/use-cases/csp/provision-subscription.ts, fewer than the
    // receives; test/infra/template.test.ts holds both apart).
    name: 'subscription-provisioning',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.provisioning-requested'] },
    queue: { name: 'subscription-provisioning', batchSize: 1, maxReceiveCount: 6 },
    consumer: {
      ...consumer('events/consumers/provision-subscription.ts', {
        table: 'readWrite',
        partnerCenterSecret: true,
      }),
      timeoutSeconds: 240,
    },
  },
  {
    // A subscription's money back (cancelled, licences taken away): its term's invoice corrected (KOR),
    // the KOR's gross refunded.
    name: 'subscription-refunds',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.refund-due'] },
    queue: { name: 'subscription-refunds', batchSize: 5, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/refund-subscription.ts', {
      table: 'readWrite',
      paymentProviderSecret: true,
    }),
  },
  {
    name: 'renewal-offer-mail',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.renewal-offered'] },
    queue: { name: 'renewal-offer-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-renewal-offer-mail.ts', { table: 'readWrite', mail: true }),
  },
  {
    name: 'provisioning-failed-mail',
    pattern: { source: ['shop.csp'], 'detail-type': ['subscription.provisioning-failed'] },
    queue: { name: 'provisioning-failed-mail', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/send-provisioning-failed-mail.ts', {
      table: 'readWrite',
      mail: true,
    }),
  },
  {
    // An on-demand finance export: a range of up to a year streamed page by page to the
    // exports bucket, so one at a time with time; a failed run is received again and starts over.
    name: 'export-run',
    pattern: { source: ['shop.reports'], 'detail-type': ['export.requested'] },
    queue: { name: 'export-run', batchSize: 1, maxReceiveCount: 3 },
    consumer: {
      ...consumer('events/consumers/run-export.ts', { table: 'readWrite', exports: 'readWrite' }),
      timeoutSeconds: 900,
      memoryMb: 512,
      ephemeralStorageMb: exportDiskMb,
    },
  },
  {
    name: 'live-push',
    pattern: { detail: { topics: [{ exists: true }] } },
    queue: { name: 'live-push', batchSize: 10, maxReceiveCount: 5 },
    consumer: consumer('events/consumers/push-live-status.ts', { table: 'readWrite', live: true }, 128),
  },
];
