import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readJson } from './http';
import type { Ledger } from './ledger';
import type { Notifier } from './notifier';
import type { PaymentRules } from './payment-rules';
import { sandboxPayRequest, switchesRequest } from './request-schemas';

// The sandbox's own control API, for tests and the bench (no such thing exists at Przelewy24):
// `POST /_sandbox/switches` sets what happens to notifications, `GET /_sandbox/transactions/{sessionId}`
// shows a transaction as the sandbox holds it, `POST /_sandbox/pay/{token}` pays without the browser,
// `GET /_sandbox/notifications` tells how many notifications are being sent (posted or held back) now.

export const createControlApi = (deps: { ledger: Ledger; notifier: Notifier; rules: PaymentRules }) => {
  const { ledger, notifier, rules } = deps;

  const setSwitches = async (req: IncomingMessage, res: ServerResponse) => {
    const request = switchesRequest.safeParse(await readJson(req, res));
    if (!request.success) return json(res, 400, { error: 'invalid_switches' });
    json(res, 200, notifier.setSwitches(request.data));
  };

  const pay = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    const transaction = ledger.byToken(token);
    const request = sandboxPayRequest.safeParse(await readJson(req, res));
    if (!transaction) return json(res, 404, { error: 'transaction_not_found' });
    if (!request.success) return json(res, 400, { error: 'invalid_payment' });
    // A 3-D Secure card is confirmed at once: the bank step is the page's, not the test's.
    const outcome = rules.pay(transaction, request.data, true);
    if (outcome.ok === false) return json(res, 409, { error: outcome.refusal });
    json(res, 200, { orderId: transaction.orderId, urlReturn: transaction.urlReturn });
  };

  /** Answers `/_sandbox/…` (except the page's stylesheet); false for any other path. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const route = `${req.method} ${path}`;
    if (route === 'POST /_sandbox/switches') {
      setSwitches(req, res).catch(() => res.destroy());
      return true;
    }
    if (route === 'GET /_sandbox/notifications') {
      req.resume();
      json(res, 200, { sending: notifier.sending() });
      return true;
    }
    const paying = /^POST \/_sandbox\/pay\/([^/]+)$/.exec(route);
    if (paying?.[1]) {
      pay(req, res, decodeURIComponent(paying[1])).catch(() => res.destroy());
      return true;
    }
    const showing = /^GET \/_sandbox\/transactions\/([^/]+)$/.exec(route);
    if (!showing?.[1]) return false;
    req.resume();
    const transaction = ledger.bySessionId(decodeURIComponent(showing[1]));
    if (transaction) json(res, 200, transaction);
    else json(res, 404, { error: 'transaction_not_found' });
    return true;
  };
};
