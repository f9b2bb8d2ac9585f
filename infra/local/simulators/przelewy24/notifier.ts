import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import type { Transaction } from './ledger';
import type { Switches } from './request-schemas';
import { notificationRetryMinutes } from './test-data';

// Notifications as Przelewy24 sends them: a payment's to its `urlStatus` right after the payment and
// again on the documented schedule (3, 5, 15, 30, 60, 150, 450 minutes, one minute lasting `minuteMs`)
// until the shop verifies it, whatever the shop answered; a refund's to the refund's `urlStatus` on
// the same schedule until the shop answers 2xx. Every attempt passes the switches: dropped, sent
// twice, or held back to go after the next one (reordered), and all of them start `delayMs` late.

export const noSwitches: Switches = { duplicate: false, delayMs: 0, reorder: false, drop: false };

/** How long a held-back (reordered) attempt waits for a next one to overtake it. */
const reorderWindowMs = 250;

const happens = (share: boolean | number) => (typeof share === 'number' ? Math.random() < share : share);

const post = (url: string, body: object): Promise<boolean> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  }).then(
    (response) => response.ok,
    () => false,
  );

export const paymentNotificationOf = (transaction: Transaction, crc: string) => {
  const fields = {
    merchantId: transaction.merchantId,
    posId: transaction.posId,
    sessionId: transaction.sessionId,
    amount: transaction.amount,
    originAmount: transaction.amount,
    currency: transaction.currency,
    orderId: transaction.orderId,
    methodId: transaction.payment?.methodId ?? 0,
    statement: transaction.payment?.statement ?? '',
  };
  return { ...fields, sign: p24Sign('notification', fields, crc) };
};

export const refundNotificationOf = (
  transaction: Transaction,
  refund: { requestId: string; refundsUuid: string; amount: number },
  crc: string,
) => {
  const fields = {
    orderId: transaction.orderId,
    sessionId: transaction.sessionId,
    merchantId: transaction.merchantId,
    requestId: refund.requestId,
    refundsUuid: refund.refundsUuid,
    amount: refund.amount,
    currency: transaction.currency,
    timestamp: Math.floor(Date.now() / 1000),
    status: 0,
  };
  return { ...fields, sign: p24Sign('refundNotification', fields, crc) };
};

export const createNotifier = (options: { crc: string; minuteMs: number }) => {
  let switches = noSwitches;
  const timers = new Set<NodeJS.Timeout>();
  let held: { release: () => void } | undefined;
  /** Notifications being posted now or held back to be overtaken. */
  let sending = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /** One attempt through the switches; resolves whether the receiver answered 2xx. */
  const attempt = (url: string, body: object): Promise<boolean> => {
    if (happens(switches.drop)) return Promise.resolve(false);
    const copies = happens(switches.duplicate) ? 2 : 1;
    const send = async () => {
      sending += 1;
      try {
        return (await Promise.all(Array.from({ length: copies }, () => post(url, body)))).some(Boolean);
      } finally {
        sending -= 1;
      }
    };
    if (held) {
      const overtaken = held;
      held = undefined;
      const sent = send();
      overtaken.release();
      return sent;
    }
    if (!happens(switches.reorder)) return send();
    sending += 1;
    return new Promise((resolve) => {
      const entry = {
        release: () => {
          sending -= 1;
          void send().then(resolve);
        },
      };
      held = entry;
      later(reorderWindowMs, () => {
        if (held !== entry) return;
        held = undefined;
        entry.release();
      });
    });
  };

  /** The first attempt and the retries, each skipped once `done()` says so. */
  const onSchedule = (done: () => boolean, run: () => Promise<void>) => {
    const start = switches.delayMs;
    for (const at of [0, ...notificationRetryMinutes.map((minutes) => minutes * options.minuteMs)])
      later(start + at, () => {
        if (!done()) void run();
      });
  };

  return {
    setSwitches: (next: Partial<Switches>) => {
      switches = { ...switches, ...next };
      return switches;
    },
    switches: () => switches,
    /** How many notifications are being posted or held back now (the control API's `sending`). */
    sending: () => sending,
    /** Notifies a paid transaction until it is verified. */
    paymentMade: (transaction: Transaction) => {
      const { urlStatus } = transaction;
      if (!urlStatus) return;
      const body = paymentNotificationOf(transaction, options.crc);
      onSchedule(
        () => transaction.state !== 'paid',
        async () => void (await attempt(urlStatus, body)),
      );
    },
    /** Notifies a completed refund until the receiver answers 2xx. */
    refundDone: (url: string, body: object) => {
      let delivered = false;
      onSchedule(
        () => delivered,
        async () => {
          delivered ||= await attempt(url, body);
        },
      );
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
export type Notifier = ReturnType<typeof createNotifier>;
