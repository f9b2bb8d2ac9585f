import type { IncomingMessage, ServerResponse } from 'node:http';
import { messagePage, pageStyles, paymentPage, threeDSecurePage } from './hosted-page';
import { readForm } from './http';
import type { Ledger, Transaction } from './ledger';
import type { PageLanguage } from './page-texts';
import type { PaymentRules } from './payment-rules';
import { type CardInput, cardInput, type SandboxPayRequest } from './request-schemas';

// The buyer's side: `GET /trnRequest/{token}` shows the page, each method's form posts to
// `/trnRequest/{token}/{method}`; a payment made sends the buyer to `urlReturn` (303), a refusal shows
// the page again with its message, a 3-D Secure card shows the bank's confirmation step first.

const languageOf = (transaction: Transaction, asked: string | null): PageLanguage =>
  asked === 'pl' || asked === 'en' ? asked : transaction.language === 'pl' ? 'pl' : 'en';

/** The page's CSP: nothing but its own stylesheet and forms posting to itself (then redirecting to the shop). */
const pageHeaders = (urlReturn?: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'self'; form-action 'self'${
    urlReturn ? ` ${new URL(urlReturn).origin}` : ''
  }; frame-ancestors 'none'; base-uri 'none'`,
  'cache-control': 'no-store',
});

const html = (res: ServerResponse, status: number, page: string, urlReturn?: string) =>
  void res.writeHead(status, pageHeaders(urlReturn)).end(page);

const payRequestOf = (method: string, form: URLSearchParams): SandboxPayRequest | undefined => {
  if (method === 'transfer') return { method, bankId: Number(form.get('bankId')) };
  if (method === 'blik') return { method, blikCode: form.get('blikCode') ?? '' };
  if (method === 'googlePay' || method === 'payPal') return { method };
  return undefined;
};

export const createHostedPage = (deps: { ledger: Ledger; rules: PaymentRules }) => {
  const { ledger, rules } = deps;
  /** Cards waiting at the 3-D Secure step, by token (memory only: the step lasts a moment). */
  const awaitingThreeDSecure = new Map<string, CardInput>();

  const answer = (
    res: ServerResponse,
    transaction: Transaction,
    language: PageLanguage,
    outcome: ReturnType<PaymentRules['pay']>,
    card?: CardInput,
  ) => {
    if (outcome.ok === true) return void res.writeHead(303, { location: transaction.urlReturn }).end();
    if (outcome.ok === 'threeDSecure' && card) {
      awaitingThreeDSecure.set(transaction.token, card);
      return html(
        res,
        200,
        threeDSecurePage(transaction, language, card.number.slice(-4)),
        transaction.urlReturn,
      );
    }
    html(
      res,
      200,
      paymentPage(transaction, language, outcome.ok === false ? outcome.refusal : undefined),
      transaction.urlReturn,
    );
  };

  const post = async (
    req: IncomingMessage,
    res: ServerResponse,
    transaction: Transaction,
    action: string,
  ) => {
    const form = await readForm(req, res);
    const language = languageOf(transaction, form.get('lang'));
    if (action === 'cancel') return void res.writeHead(303, { location: transaction.urlReturn }).end();
    if (action === 'card') {
      const card = cardInput.safeParse({
        number: form.get('number') ?? '',
        expiry: form.get('expiry') ?? '',
        cvc: form.get('cvc') ?? '',
        remember: form.get('remember') === 'yes',
      });
      if (!card.success) return answer(res, transaction, language, { ok: false, refusal: 'card_invalid' });
      return answer(
        res,
        transaction,
        language,
        rules.pay(transaction, { method: 'card', card: card.data }),
        card.data,
      );
    }
    if (action === '3ds') {
      const card = awaitingThreeDSecure.get(transaction.token);
      awaitingThreeDSecure.delete(transaction.token);
      if (!card || form.get('decision') !== 'confirm')
        return answer(res, transaction, language, { ok: false, refusal: 'card_declined' });
      return answer(res, transaction, language, rules.pay(transaction, { method: 'card', card }, true));
    }
    const request = payRequestOf(action, form);
    if (!request) return void res.writeHead(404).end();
    answer(res, transaction, language, rules.pay(transaction, request));
  };

  /** Answers `/trnRequest/…` and the page's stylesheet; false for any other path. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname === '/_sandbox/page.css') {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(pageStyles);
      return true;
    }
    const match = /^\/trnRequest\/([^/]+)(?:\/([a-zA-Z0-9]+))?$/.exec(url.pathname);
    if (!match?.[1]) return false;
    const transaction = ledger.byToken(decodeURIComponent(match[1]));
    const asked = url.searchParams.get('lang');
    if (!transaction) {
      req.resume();
      html(res, 404, messagePage(asked === 'en' ? 'en' : 'pl', 'notFound'));
      return true;
    }
    const language = languageOf(transaction, asked);
    if (req.method === 'POST' && match[2]) {
      post(req, res, transaction, match[2]).catch(() => res.destroy());
      return true;
    }
    req.resume();
    if (req.method !== 'GET' || match[2]) res.writeHead(405).end();
    else if (transaction.state !== 'registered')
      html(res, 200, messagePage(language, 'alreadyPaid', transaction.urlReturn), transaction.urlReturn);
    else {
      const expired = transaction.expiresAt !== undefined && Date.now() > transaction.expiresAt;
      html(
        res,
        200,
        paymentPage(transaction, language, expired ? 'time_expired' : undefined),
        transaction.urlReturn,
      );
    }
    return true;
  };
};
