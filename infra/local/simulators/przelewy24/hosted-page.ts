import type { Transaction } from './ledger';
import type { PageLanguage, PageTexts } from './page-texts';
import { pageTexts } from './page-texts';
import { offeredMethods, type Refusal } from './payment-rules';
import { banks, googlePayTestCard } from './test-data';

// The hosted payment page `/trnRequest/{token}`, rendered on the server: plain forms, no script at all
// (the page's CSP allows none), each field with its label. Card data is typed only here, on the
// sandbox's origin, never on the shop's.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const moneyOf = (transaction: Transaction, language: PageLanguage) =>
  new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'currency',
    currency: transaction.currency,
  }).format(transaction.amount / 100);

const pageDocument = (language: PageLanguage, texts: PageTexts, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(texts.title)}</title><link rel="stylesheet" href="/_sandbox/page.css"></head>` +
  `<body><main>${body}</main></body></html>`;

const form = (token: string, action: string, language: PageLanguage, fields: string, button: string) =>
  `<form method="post" action="/trnRequest/${encodeURIComponent(token)}/${action}">` +
  `<input type="hidden" name="lang" value="${language}">${fields}<button type="submit">${escapeHtml(button)}</button></form>`;

const alert = (message: string | undefined) => (message ? `<p role="alert">${escapeHtml(message)}</p>` : '');

const header = (transaction: Transaction, language: PageLanguage, texts: PageTexts) =>
  `<header><p class="sandbox">${escapeHtml(texts.sandboxNote)}</p>` +
  `<h1>${escapeHtml(texts.payTo)}: ${escapeHtml(moneyOf(transaction, language))}</h1>` +
  `<p>${escapeHtml(transaction.description)}</p>` +
  `<p><a href="?lang=${language === 'pl' ? 'en' : 'pl'}" lang="${language === 'pl' ? 'en' : 'pl'}">${texts.otherLanguage}</a></p></header>`;

const section = (id: string, title: string, content: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${content}</section>`;

/** The page with the methods the transaction offers; `refusal` shows why the last attempt failed. */
export const paymentPage = (transaction: Transaction, language: PageLanguage, refusal?: Refusal) => {
  const texts = pageTexts[language];
  const token = transaction.token;
  const methods = offeredMethods(transaction);
  // With no method left for the transaction (BLIK asked in euro), the page says why.
  const shown = refusal ?? (methods.length ? undefined : 'method_unavailable');
  const sections = {
    transfer: section(
      'transfer',
      texts.transfer,
      form(
        token,
        'transfer',
        language,
        `<fieldset><legend>${escapeHtml(texts.chooseBank)}</legend>${banks
          .map(
            (bank, index) =>
              `<label><input type="radio" name="bankId" value="${bank.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(bank.name)}</label>`,
          )
          .join('')}</fieldset>`,
        texts.pay,
      ),
    ),
    blik: section(
      'blik',
      texts.blik,
      form(
        token,
        'blik',
        language,
        `<label for="blik-code">${escapeHtml(texts.blikCode)}</label>` +
          '<input id="blik-code" name="blikCode" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required>',
        texts.pay,
      ),
    ),
    card: section(
      'card',
      texts.card,
      form(
        token,
        'card',
        language,
        `<label for="card-number">${escapeHtml(texts.cardNumber)}</label>` +
          '<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required>' +
          `<label for="card-expiry">${escapeHtml(texts.cardExpiry)}</label>` +
          '<input id="card-expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required>' +
          `<label for="card-cvc">${escapeHtml(texts.cardCvc)}</label>` +
          '<input id="card-cvc" name="cvc" inputmode="numeric" maxlength="3" autocomplete="cc-csc" required>' +
          `<label><input type="checkbox" name="remember" value="yes"> ${escapeHtml(texts.rememberCard)}</label>`,
        texts.pay,
      ),
    ),
    googlePay: section(
      'google-pay',
      texts.googlePay,
      form(
        token,
        'googlePay',
        language,
        '',
        `${texts.googlePayButton} (•••• ${googlePayTestCard.slice(-4)})`,
      ),
    ),
    payPal: section('paypal', texts.payPal, form(token, 'payPal', language, '', texts.pay)),
  };
  return pageDocument(
    language,
    texts,
    header(transaction, language, texts) +
      alert(shown && texts.refusals[shown]) +
      methods.map((method) => sections[method]).join('') +
      form(token, 'cancel', language, '', texts.cancel),
  );
};

/** The test bank's 3-D Secure step for a card that asks for it. */
export const threeDSecurePage = (transaction: Transaction, language: PageLanguage, last4: string) => {
  const texts = pageTexts[language];
  return pageDocument(
    language,
    texts,
    `<h1>${escapeHtml(texts.threeDSecure)}</h1>` +
      `<p>${escapeHtml(texts.threeDSecureText)} ${escapeHtml(last4)}: ${escapeHtml(moneyOf(transaction, language))}</p>` +
      `<form method="post" action="/trnRequest/${encodeURIComponent(transaction.token)}/3ds">` +
      `<input type="hidden" name="lang" value="${language}">` +
      `<button type="submit" name="decision" value="confirm">${escapeHtml(texts.confirm)}</button>` +
      `<button type="submit" name="decision" value="reject">${escapeHtml(texts.reject)}</button></form>`,
  );
};

/** A page that only says something: an unknown token, or a transaction that takes no payment. */
export const messagePage = (
  language: PageLanguage,
  message: 'notFound' | 'alreadyPaid',
  urlReturn?: string,
) => {
  const texts = pageTexts[language];
  return pageDocument(
    language,
    texts,
    `<h1>${escapeHtml(texts[message])}</h1>` +
      (urlReturn ? `<p><a href="${escapeHtml(urlReturn)}">${escapeHtml(texts.backToShop)}</a></p>` : ''),
  );
};

export const pageStyles = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1a1a1a}
main{max-width:36rem;margin:0 auto;padding:1rem}
section,header{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
.sandbox{background:#fff3cd;padding:.25rem .5rem}
label{display:block;margin:.5rem 0 .25rem}
input:not([type=radio]):not([type=checkbox]){font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{font-size:1rem;margin-top:.75rem;padding:.5rem 1rem}
[role=alert]{background:#fde2e1;color:#8a1c14;padding:.5rem;border-radius:.25rem}
`;
