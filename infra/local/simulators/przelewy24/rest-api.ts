import type { IncomingMessage, ServerResponse } from 'node:http';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { invalidInput, json, p24Error, readJson } from './http';
import type { Ledger, Transaction } from './ledger';
import type { Notifier } from './notifier';
import { refundNotificationOf } from './notifier';
import type { PaymentRules, Refusal } from './payment-rules';
import {
  blikChargeByCodeRequest,
  cardChargeRequest,
  refundRequest,
  registerRequest,
  verifyRequest,
} from './request-schemas';
import type { demoAccount } from './test-data';

// Przelewy24's REST API v1 as its OpenAPI documents it: Basic auth with posId:apiKey on every call,
// every sign checked, answers `{ data, responseCode: 0 }` and errors `{ error, code }` with the
// documented statuses (400 invalid input or sign, 401 authentication, 404 unknown, 409 refund conflict).

export type Account = typeof demoAccount;

/** What the charging calls answer for each refusal (the adapter maps the texts; ../README.md lists them). */
const refusalErrors: Record<Refusal, string> = {
  not_payable: 'Transaction is not waiting for a payment',
  time_expired: 'Allowed time for transaction has expired',
  method_unavailable: 'Payment method is not available for this transaction',
  blik_wrong_code: 'BLIK code is incorrect',
  blik_code_expired: 'BLIK code has expired',
  blik_declined: 'BLIK payment was declined',
  card_invalid: 'Invalid card',
  card_declined: 'Card payment was declined',
  card_reference_unknown: 'Card reference not found',
};

/** Przelewy24's transaction statuses: 0 no payment, 1 advance payment (not verified), 2 made, 3 returned. */
const statusCodes = { registered: 0, paid: 1, verified: 2, refunded: 3 } as const;

const authorised = (req: IncomingMessage, account: Account) =>
  req.headers.authorization ===
  `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

const byToken = (ledger: Ledger, token: string, res: ServerResponse): Transaction | undefined => {
  const transaction = ledger.byToken(token);
  if (!transaction) p24Error(res, 400, 'Transaction not found');
  return transaction;
};

export const createRestApi = (deps: {
  account: Account;
  ledger: Ledger;
  notifier: Notifier;
  rules: PaymentRules;
}) => {
  const { account, ledger, notifier, rules } = deps;
  const ours = (body: { merchantId: number; posId: number }) =>
    body.merchantId === account.merchantId && body.posId === account.posId;

  const register = async (req: IncomingMessage, res: ServerResponse) => {
    const request = registerRequest.safeParse(await readJson(req, res));
    if (!request.success || !ours(request.data)) return invalidInput(res);
    if (request.data.sign !== p24Sign('register', request.data, account.crc))
      return p24Error(res, 400, 'Incorrect sign');
    const transaction = ledger.register(request.data, Date.now());
    if (!transaction) return p24Error(res, 400, 'Transaction with this sessionId already exists');
    json(res, 200, { data: { token: transaction.token }, responseCode: 0 });
  };

  const verify = async (req: IncomingMessage, res: ServerResponse) => {
    const request = verifyRequest.safeParse(await readJson(req, res));
    if (!request.success || !ours(request.data)) return invalidInput(res);
    if (request.data.sign !== p24Sign('verify', request.data, account.crc))
      return p24Error(res, 400, 'Incorrect sign');
    const transaction = ledger.bySessionId(request.data.sessionId);
    if (!transaction || transaction.orderId !== request.data.orderId)
      return p24Error(res, 400, 'Transaction not found');
    if (transaction.amount !== request.data.amount || transaction.currency !== request.data.currency)
      return p24Error(res, 400, 'Incompatible transaction amount or currency');
    if (transaction.state === 'registered') return p24Error(res, 400, 'Transaction is not paid');
    ledger.verify(transaction);
    json(res, 200, { data: { status: 'success' }, responseCode: 0 });
  };

  const refund = async (req: IncomingMessage, res: ServerResponse) => {
    const request = refundRequest.safeParse(await readJson(req, res));
    if (!request.success) return p24Error(res, 400, 'Invalid input parameters');
    const { requestId, refundsUuid, urlStatus, refunds } = request.data;
    if (ledger.hasRefundRequest(requestId)) return p24Error(res, 400, 'Request already exists');
    const checked = refunds.map((item) => {
      const transaction = ledger.byOrderId(item.orderId);
      const message =
        !transaction || transaction.sessionId !== item.sessionId
          ? 'Transaction not found'
          : transaction.state !== 'verified'
            ? 'Transaction in wrong status - cannot refund'
            : item.amount > transaction.amount - transaction.refunded
              ? 'The amount of refund exceeds available amount for the transaction'
              : undefined;
      return { item, transaction, message };
    });
    if (checked.some((entry) => entry.message))
      return json(res, 409, {
        error: checked.map(({ item, message }) => ({
          ...item,
          status: !message,
          message: message ?? 'success',
        })),
        code: 409,
      });
    for (const { item, transaction } of checked) {
      if (!transaction) continue;
      ledger.refund(transaction, item.amount, requestId);
      if (urlStatus)
        notifier.refundDone(
          urlStatus,
          refundNotificationOf(transaction, { requestId, refundsUuid, amount: item.amount }, account.crc),
        );
    }
    json(res, 201, {
      data: refunds.map((item) => ({ ...item, status: true, message: 'success' })),
      responseCode: 0,
    });
  };

  const bySessionId = (res: ServerResponse, sessionId: string) => {
    const transaction = ledger.bySessionId(sessionId);
    if (!transaction) return json(res, 404, { error: 'Transaction not found', responseCode: 0 });
    json(res, 200, {
      data: {
        statement: transaction.payment?.statement ?? '',
        orderId: transaction.orderId,
        sessionId: transaction.sessionId,
        status: statusCodes[transaction.state],
        amount: transaction.amount,
        currency: transaction.currency,
        date: new Date(transaction.registeredAt).toISOString(),
        dateOfTransaction: transaction.payment ? new Date(transaction.payment.paidAt).toISOString() : '',
        clientEmail: transaction.email,
        accountMD5: '',
        paymentMethod: transaction.payment?.methodId ?? 0,
        description: transaction.description,
        clientName: '',
        clientAddress: '',
        clientCity: '',
        clientPostcode: '',
        batchId: 0,
        fee: '0',
      },
      responseCode: 0,
    });
  };

  const blikChargeByCode = async (req: IncomingMessage, res: ServerResponse) => {
    const request = blikChargeByCodeRequest.safeParse(await readJson(req, res));
    if (!request.success) return invalidInput(res);
    const transaction = byToken(ledger, request.data.token, res);
    if (!transaction) return;
    const outcome = rules.pay(transaction, { method: 'blik', blikCode: request.data.blikCode });
    if (outcome.ok === false) return p24Error(res, 400, refusalErrors[outcome.refusal]);
    json(res, 201, { data: { orderId: transaction.orderId, message: 'success' }, responseCode: 0 });
  };

  const cardCharge = async (req: IncomingMessage, res: ServerResponse) => {
    const request = cardChargeRequest.safeParse(await readJson(req, res));
    if (!request.success) return invalidInput(res);
    const transaction = byToken(ledger, request.data.token, res);
    if (!transaction) return;
    const outcome = rules.chargeCardReference(transaction);
    if (outcome.ok === false) return p24Error(res, 400, refusalErrors[outcome.refusal]);
    json(res, 200, { data: { orderId: transaction.orderId }, responseCode: 0 });
  };

  const cardInfo = (res: ServerResponse, orderId: number) => {
    const transaction = ledger.byOrderId(orderId);
    const card = transaction?.cardRef ? ledger.card(transaction.cardRef) : undefined;
    if (!card) return p24Error(res, 404, 'Transaction not exists');
    json(res, 200, { data: card, responseCode: 0 });
  };

  /** Answers a request under `/api/v1`; false for any other path. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    if (!path.startsWith('/api/v1/')) return false;
    if (!authorised(req, account)) {
      req.resume();
      p24Error(res, 401, 'Incorrect authentication');
      return true;
    }
    const route = `${req.method} ${path.slice('/api/v1'.length)}`;
    const answered = (async () => {
      if (route === 'GET /testAccess') return json(res, 200, { data: true, error: '' });
      if (route === 'POST /transaction/register') return register(req, res);
      if (route === 'PUT /transaction/verify') return verify(req, res);
      if (route === 'POST /transaction/refund') return refund(req, res);
      if (route === 'POST /paymentMethod/blik/chargeByCode') return blikChargeByCode(req, res);
      if (route === 'POST /card/charge') return cardCharge(req, res);
      const session = /^GET \/transaction\/by\/sessionId\/([^/]+)$/.exec(route);
      if (session?.[1]) return bySessionId(res, decodeURIComponent(session[1]));
      const info = /^GET \/card\/info\/(\d+)$/.exec(route);
      if (info?.[1]) return cardInfo(res, Number(info[1]));
      req.resume();
      p24Error(res, 404, 'Not found');
    })();
    answered.catch(() => res.destroy());
    return true;
  };
};
