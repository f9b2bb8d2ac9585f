import type { PaymentNotice, PaymentProvider, ProviderStatus } from '../../lib/payment-provider/port';
import type { Order } from '../../lib/table/orders';
import type { PartRefund } from '../../lib/table/payment-part-refunds';
import type { Payment } from '../../lib/table/payments';
import type { TransactItem } from '../../lib/table/transaction';
import type { PaymentPorts } from '../payments/deps';
import type { NoticePorts } from '../payments/notice-deps';
import { fakeOrderPorts } from './fake-order-ports';
import { fixedNow } from './fake-table-ports';

const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;

/** Payment items as labelled records, which the tests read back from the commits. */
export const fakePaymentItems: PaymentPorts['paymentItems'] = {
  put: (payment) => label('putPayment', payment.paymentId, payment.state, payment.amount),
  move: (payment, action, _now, fields = {}) => label('movePayment', payment.paymentId, action, fields),
  refundAsked: (paymentId, requestId) => label('refundAsked', paymentId, requestId),
  history: (sub, paymentId, entry) => label('history', sub, paymentId, entry.source, entry.amount),
  bookOnInvoice: (payment) =>
    label('bookOnInvoice', payment.invoice.invoiceId, payment.paymentId, payment.amount),
};

/** A registered BLIK payment of `sampleOrder()` (123.00 PLN) unless told otherwise. */
export const samplePayment = (changes: Partial<Payment> = {}): Payment => ({
  paymentId: 'pay-1',
  orderId: '01JORDER0000000000000000AA',
  owner: { kind: 'guest' },
  method: 'blik',
  amount: 123_00,
  currency: 'PLN',
  state: 'registered',
  createdAt: fixedNow.toISOString(),
  expiresAt: new Date(fixedNow.getTime() + 15 * 60_000).toISOString(),
  ...changes,
});

/** The provider's notice of `samplePayment()` as the fake provider parses a body `{ signed, ...notice }`. */
export const sampleNotice = (changes: Partial<PaymentNotice> = {}): PaymentNotice => ({
  sessionId: 'pay-1',
  providerOrderId: 9001,
  amount: 123_00,
  originAmount: 123_00,
  currency: 'PLN',
  methodId: 154,
  statement: 'p24-statement',
  ...changes,
});

/**
 * A fake provider: registers with token `token-<sessionId>`; a body `{ signed: true, ... }` is a
 * notification with a good sign, any other a bad one; `status` answers from `statuses`; `blik` is the
 * BLIK charge's answer; calls are recorded.
 */
export const fakeProvider = (
  options: {
    statuses?: Record<string, ProviderStatus>;
    blik?: Awaited<ReturnType<PaymentProvider['chargeBlikByCode']>>;
    register?: PaymentProvider['register'];
    refund?: PaymentProvider['refund'];
  } = {},
) => {
  const calls: { name: string; args: unknown }[] = [];
  const record = (name: string, args: unknown) => calls.push({ name, args });
  const parse = <N>(body: unknown) => {
    const { signed, ...notification } = (body ?? {}) as { signed?: boolean };
    return signed === true
      ? { ok: true as const, notification: notification as N }
      : { ok: false as const, reason: 'bad_signature' as const };
  };
  const provider: PaymentProvider = {
    register:
      options.register ??
      (async (p) => {
        record('register', p);
        return {
          token: `token-${p.sessionId}`,
          redirectUrl: `https://p24.test/trnRequest/token-${p.sessionId}`,
        };
      }),
    chargeBlikByCode: async (p) => {
      record('chargeBlikByCode', p);
      return options.blik ?? { accepted: true };
    },
    chargeCard: async () => ({ accepted: true }),
    verify: async (p) => {
      record('verify', p);
    },
    refund: async (p) => {
      record('refund', p);
      await options.refund?.(p);
    },
    status: async (sessionId) => options.statuses?.[sessionId] ?? { state: 'unknown' },
    cardInfo: async () => ({ reference: 'ref', brand: 'visa', last4: '1111', expMonth: 1, expYear: 2030 }),
    parseNotification: (body) => parse(body),
    parseRefundNotification: (body) => parse(body),
  };
  return { provider, calls };
};

/**
 * In-memory payment ports over `orders` and `payments` (a put payment joins them), the fake provider
 * given, idempotency records in a map (kept when their item is built), and the notifications put on
 * the bus and warnings recorded.
 */
export const fakePaymentPorts = ({
  orders = [],
  payments = [],
  partRefunds = [],
  provider = fakeProvider().provider,
  failing = [],
}: {
  orders?: Order[];
  payments?: Payment[];
  partRefunds?: PartRefund[];
  provider?: PaymentProvider;
  failing?: string[];
} = {}) => {
  const base = fakeOrderPorts(orders, failing);
  const warnings: { message: string; fields: Record<string, unknown> }[] = [];
  const announced: Record<string, unknown>[] = [];
  const records = new Map<string, { bodyHash: string; resultId: string }>();
  const stored = [...payments];
  let ids = 0;
  const ports: PaymentPorts & NoticePorts = {
    ...base.ports,
    provider,
    paymentItems: {
      ...fakePaymentItems,
      put: (payment) => {
        stored.push(payment);
        return fakePaymentItems.put(payment);
      },
    },
    partRefundItems: {
      asked: (payment, part) => [label('partRefundAsked', payment.paymentId, part.requestId, part.amount)],
      refunded: (part) => label('partRefunded', part.paymentId, part.requestId),
    },
    getPayment: async (id) => stored.find((payment) => payment.paymentId === id),
    getPartRefund: async (paymentId, requestId) =>
      partRefunds.find((part) => part.paymentId === paymentId && part.requestId === requestId),
    listOrderPayments: async (orderId) => stored.filter((payment) => payment.orderId === orderId),
    listOverduePayments: async (now) =>
      stored.filter((payment) => payment.state === 'registered' && payment.expiresAt < now.toISOString()),
    listPaymentHistory: async () => ({ entries: [] }),
    newPaymentId: () => `new-pay-${++ids}`,
    idempotencyItems: {
      put: (scope, key, record) => {
        records.set(`${scope}|${key}`, record);
        return label('idempotency', scope, key);
      },
    },
    idempotencyRecord: async (scope, key) => records.get(`${scope}|${key}`),
    announceNotification: async (body) => {
      announced.push(body);
    },
    warn: (message, fields) => warnings.push({ message, fields }),
  };
  return { ports, commits: base.commits, warnings, stored, announced };
};
