import type { Ledger, Transaction } from './ledger';
import type { Notifier } from './notifier';
import type { CardInput, SandboxPayRequest } from './request-schemas';
import { banks, blikCodes, methodIds, testCards } from './test-data';

// What each way of paying leads to, for the hosted page, `POST /_sandbox/pay/{token}` and the REST
// calls that charge (BLIK by code, card by reference): the test data's outcomes, the methods a
// transaction offers (its currency, `method` and `channel`), the time limit, and the payment itself
// with its notification. A BLIK payment is confirmed in the "bank app" a moment after the code is
// accepted, so its notification comes asynchronously, as the real one's does.

export type PayMethod = SandboxPayRequest['method'];

export type Refusal =
  | 'not_payable'
  | 'time_expired'
  | 'method_unavailable'
  | 'blik_wrong_code'
  | 'blik_code_expired'
  | 'blik_declined'
  | 'card_invalid'
  | 'card_declined'
  | 'card_reference_unknown';

export type PayOutcome = { ok: true } | { ok: false; refusal: Refusal } | { ok: 'threeDSecure' };

/** BLIK is złoty only; the other methods take every currency Przelewy24 takes. */
const plnOnly: readonly PayMethod[] = ['blik'];

/** Which `channel` bits (register) open which methods. */
const channelBits: Record<number, readonly PayMethod[]> = {
  1: ['card', 'googlePay'],
  2: ['transfer'],
  4: ['transfer'],
  16: ['transfer', 'blik', 'card', 'googlePay', 'payPal'],
  256: ['payPal', 'googlePay'],
  4096: ['card'],
  8192: ['blik'],
  16384: ['transfer', 'card', 'googlePay', 'payPal'],
};

const methodOfId = (id: number): PayMethod | undefined =>
  id === methodIds.blik
    ? 'blik'
    : id === methodIds.card
      ? 'card'
      : id === methodIds.googlePay
        ? 'googlePay'
        : id === methodIds.payPal
          ? 'payPal'
          : banks.some((bank) => bank.id === id)
            ? 'transfer'
            : undefined;

/** The methods the hosted page offers for a transaction. */
export const offeredMethods = (transaction: Transaction): PayMethod[] => {
  const all: PayMethod[] = ['transfer', 'blik', 'card', 'googlePay', 'payPal'];
  const byMethod = transaction.method ? methodOfId(transaction.method) : undefined;
  const byChannel = transaction.channel
    ? all.filter((method) =>
        Object.entries(channelBits).some(
          ([bit, methods]) => (transaction.channel ?? 0) & Number(bit) && methods.includes(method),
        ),
      )
    : all;
  return (byMethod ? [byMethod] : byChannel).filter(
    (method) => transaction.currency === 'PLN' || !plnOnly.includes(method),
  );
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0) %
    10 ===
  0;

const expiryPassed = (expiry: string, now: number) => {
  const [month, year] = expiry.split('/').map(Number);
  return new Date(now) >= new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
};

/** Card input outcome by the test numbers; anything else is not a card the sandbox's acquirer knows. */
const cardOutcome = (card: CardInput, now: number): PayOutcome => {
  const number = card.number.replaceAll(' ', '');
  if (!luhn(number) || expiryPassed(card.expiry, now)) return { ok: false, refusal: 'card_invalid' };
  if (number === testCards.success) return { ok: true };
  if (number === testCards.threeDSecure) return { ok: 'threeDSecure' };
  return { ok: false, refusal: number === testCards.declined ? 'card_declined' : 'card_invalid' };
};

const blikOutcome = (code: string): PayOutcome =>
  code === blikCodes.wrongCode
    ? { ok: false, refusal: 'blik_wrong_code' }
    : code === blikCodes.expired
      ? { ok: false, refusal: 'blik_code_expired' }
      : /^777\d{3}$/.test(code)
        ? { ok: true }
        : { ok: false, refusal: 'blik_declined' };

export const createPaymentRules = (deps: {
  ledger: Ledger;
  notifier: Notifier;
  /** How long the buyer takes to confirm a BLIK payment in the bank app. */
  blikConfirmMs: number;
}) => {
  const { ledger, notifier } = deps;

  const settle = (transaction: Transaction, methodId: number, cardRef?: string) => {
    if (ledger.pay(transaction, methodId, Date.now(), cardRef)) notifier.paymentMade(transaction);
  };

  /** Why the transaction cannot take a payment by `method` now, if it cannot. */
  const refusalFor = (transaction: Transaction, method: PayMethod): Refusal | undefined => {
    if (transaction.state !== 'registered') return 'not_payable';
    if (transaction.expiresAt && Date.now() > transaction.expiresAt) return 'time_expired';
    if (!offeredMethods(transaction).includes(method)) return 'method_unavailable';
    return undefined;
  };

  const refuse = (refusal: Refusal): PayOutcome => ({ ok: false, refusal });

  const confirmations = new Set<NodeJS.Timeout>();
  const chargeBlik = (transaction: Transaction, code: string): PayOutcome => {
    const outcome = blikOutcome(code);
    if (outcome.ok !== true) return outcome;
    const confirmation = setTimeout(() => {
      confirmations.delete(confirmation);
      settle(transaction, methodIds.blik);
    }, deps.blikConfirmMs);
    confirmations.add(confirmation);
    return outcome;
  };

  const payByCard = (transaction: Transaction, card: CardInput, threeDSecureDone: boolean): PayOutcome => {
    const outcome = cardOutcome(card, Date.now());
    if (outcome.ok === 'threeDSecure' && !threeDSecureDone) return outcome;
    if (outcome.ok === false) return outcome;
    const number = card.number.replaceAll(' ', '');
    settle(transaction, methodIds.card, card.remember ? ledger.rememberCard(number, card.expiry) : undefined);
    return { ok: true };
  };

  return {
    refusalFor,
    /** Pays a transaction the way the buyer chose (hosted page, `/_sandbox/pay`). */
    pay: (transaction: Transaction, request: SandboxPayRequest, threeDSecureDone = false): PayOutcome => {
      const refusal = refusalFor(transaction, request.method);
      if (refusal) return refuse(refusal);
      switch (request.method) {
        case 'transfer': {
          const bankId = request.bankId ?? banks[0].id;
          if (!banks.some((bank) => bank.id === bankId)) return refuse('method_unavailable');
          settle(transaction, bankId);
          return { ok: true };
        }
        case 'blik':
          return chargeBlik(transaction, request.blikCode);
        case 'card':
          return payByCard(transaction, request.card, threeDSecureDone);
        case 'googlePay':
          settle(transaction, methodIds.googlePay);
          return { ok: true };
        case 'payPal':
          settle(transaction, methodIds.payPal);
          return { ok: true };
      }
    },
    /** Charges the card the transaction names in `methodRefId` (recurring, off-session). */
    chargeCardReference: (transaction: Transaction): PayOutcome => {
      const refusal = refusalFor(transaction, 'card');
      if (refusal) return refuse(refusal);
      const card = transaction.methodRefId ? ledger.card(transaction.methodRefId) : undefined;
      if (!card) return refuse('card_reference_unknown');
      settle(transaction, methodIds.card, card.refId);
      return { ok: true };
    },
    stop: () => {
      for (const timer of confirmations) clearTimeout(timer);
    },
  };
};
export type PaymentRules = ReturnType<typeof createPaymentRules>;
