import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { keptInFile } from '../kept-in-file';
import type { RegisterRequest } from './request-schemas';
import type { AcceptedCurrency } from './test-data';

// The sandbox's book of transactions and remembered cards: in memory, and written to a JSON file after
// changes when the runtime keeps data (`npm start`), so a restart neither forgets a payment the
// shop registered nor the card reference it stored.

/**
 * registered → paid (the buyer paid; Przelewy24 notifies) → verified (the shop called verify: only now
 * is the money taken) → refunded (all of it returned).
 */
export type TransactionState = 'registered' | 'paid' | 'verified' | 'refunded';

export interface Transaction {
  token: string;
  orderId: number;
  sessionId: string;
  merchantId: number;
  posId: number;
  amount: number;
  currency: AcceptedCurrency;
  description: string;
  email: string;
  language: string;
  urlReturn: string;
  urlStatus?: string;
  method?: number;
  channel?: number;
  methodRefId?: string;
  registeredAt: number;
  /** Absent with `timeLimit` 0 (no limit). */
  expiresAt?: number;
  state: TransactionState;
  payment?: { methodId: number; paidAt: number; statement: string };
  /** The card remembered with this payment (card info answers it). */
  cardRef?: string;
  refunded: number;
  refundRequests: string[];
}

/** What `card/info` answers: Przelewy24's `cardinfores` data. */
export interface RememberedCard {
  refId: string;
  bin: number;
  mask: string;
  cardType: 'VISA' | 'ECMC';
  /** MMYYYY. */
  cardDate: string;
  hash: string;
}

interface Book {
  nextOrderId: number;
  transactions: Transaction[];
  cards: RememberedCard[];
}

const statementOf = (orderId: number) => `p24-${String(orderId).replace(/(\d{3})(?=\d)/g, '$1-')}`;

export const createLedger = (file?: string) => {
  const {
    value: book,
    changed: save,
    flush,
  } = keptInFile<Book>(file, () => ({ nextOrderId: 300_000_001, transactions: [], cards: [] }));
  const find = (test: (transaction: Transaction) => boolean) => book.transactions.find(test);

  return {
    /** Registers a transaction; undefined when the session id was registered before. */
    register: (request: RegisterRequest, now: number): Transaction | undefined => {
      if (find((t) => t.sessionId === request.sessionId)) return undefined;
      const transaction: Transaction = {
        token: randomUUID().toUpperCase(),
        orderId: book.nextOrderId++,
        sessionId: request.sessionId,
        merchantId: request.merchantId,
        posId: request.posId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        email: request.email,
        language: request.language,
        urlReturn: request.urlReturn,
        ...(request.urlStatus ? { urlStatus: request.urlStatus } : {}),
        ...(request.method ? { method: request.method } : {}),
        ...(request.channel ? { channel: request.channel } : {}),
        ...(request.methodRefId ? { methodRefId: request.methodRefId } : {}),
        registeredAt: now,
        ...(request.timeLimit ? { expiresAt: now + request.timeLimit * 60_000 } : {}),
        state: 'registered',
        refunded: 0,
        refundRequests: [],
      };
      book.transactions.push(transaction);
      save();
      return transaction;
    },
    byToken: (token: string) => find((t) => t.token === token),
    bySessionId: (sessionId: string) => find((t) => t.sessionId === sessionId),
    byOrderId: (orderId: number) => find((t) => t.orderId === orderId),
    /** Every transaction still waiting for its verify call (their notifications resume after a restart). */
    unverified: () => book.transactions.filter((t) => t.state === 'paid'),
    all: () => [...book.transactions],
    /** The buyer paid: registered → paid; false when it was not waiting for a payment. */
    pay: (transaction: Transaction, methodId: number, now: number, cardRef?: string): boolean => {
      if (transaction.state !== 'registered') return false;
      transaction.state = 'paid';
      transaction.payment = { methodId, paidAt: now, statement: statementOf(transaction.orderId) };
      if (cardRef) transaction.cardRef = cardRef;
      save();
      return true;
    },
    verify: (transaction: Transaction) => {
      if (transaction.state === 'paid') transaction.state = 'verified';
      save();
    },
    refund: (transaction: Transaction, amount: number, requestId: string) => {
      transaction.refunded += amount;
      transaction.refundRequests.push(requestId);
      if (transaction.refunded === transaction.amount) transaction.state = 'refunded';
      save();
    },
    hasRefundRequest: (requestId: string) =>
      book.transactions.some((t) => t.refundRequests.includes(requestId)),
    /**
     * Remembers a card and answers its reference (the PAN itself is not kept): the same card (number
     * and expiry) remembered again answers the reference it already has, as the merchant's card
     * reference is per card.
     */
    rememberCard: (number: string, expiry: string): string => {
      const [month, year] = expiry.split('/');
      const hash = createHash('sha256').update(number).digest('hex').slice(0, 32);
      const cardDate = `${month}20${year}`;
      const known = book.cards.find((card) => card.hash === hash && card.cardDate === cardDate);
      if (known) return known.refId;
      const card: RememberedCard = {
        refId: randomBytes(16).toString('hex').toUpperCase(),
        bin: Number(number.slice(0, 6)),
        mask: `${number.slice(0, 6)}${'x'.repeat(number.length - 10)}${number.slice(-4)}`,
        cardType: number.startsWith('4') ? 'VISA' : 'ECMC',
        cardDate,
        hash,
      };
      book.cards.push(card);
      save();
      return card.refId;
    },
    card: (refId: string) => book.cards.find((card) => card.refId === refId),
    /** Writes what is not written yet (on stop). */
    flush,
  };
};
export type Ledger = ReturnType<typeof createLedger>;
