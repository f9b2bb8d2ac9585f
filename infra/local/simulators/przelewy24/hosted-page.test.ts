import { afterAll, describe, expect, it, vi } from 'vitest';
import { banks, blikCodes, methodIds, testCards } from './test-data';
import { startTestMerchant, until } from './test-merchant';

// The hosted page as a buyer's browser uses it: plain HTML forms in Polish or English with labelled
// fields, the methods the transaction's currency allows, BLIK and card outcomes of the test data,
// the 3-D Secure step, the remember-card checkbox, Google Pay's test button, and the way back.

const merchant = await startTestMerchant(1_000);
afterAll(() => merchant.stop());

const page = (token: string, query = '') => fetch(`${merchant.sandbox.url}/trnRequest/${token}${query}`);

const submit = (token: string, action: string, fields: Record<string, string>) =>
  fetch(`${merchant.sandbox.url}/trnRequest/${token}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123' });

describe('the page', () => {
  it('speaks Polish for a Polish transaction, English on request, with a label for every field and no script', async () => {
    const { token } = await merchant.register();
    const response = await page(token);
    const html = await response.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Kod BLIK (6 cyfr)');
    for (const bank of banks) expect(html).toContain(bank.name);
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const english = await (await page(token, '?lang=en')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Remember the card in the shop for later payments');
  });

  it('offers no BLIK for a transaction in EUR, and only the registered method or channel when one is named', async () => {
    const euro = await merchant.register({ currency: 'EUR', language: 'de' });
    const html = await (await page(euro.token)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('blikCode');
    expect(html).toContain('bankId');
    expect(html).toContain('Pay with the test card');
    const blikOnly = await (
      await page((await merchant.register({ channel: 8192, method: methodIds.blik })).token)
    ).text();
    expect(blikOnly).toContain('blikCode');
    expect(blikOnly).not.toContain('bankId');
    expect(blikOnly).not.toContain('card-number');
    const transfers = await (await page((await merchant.register({ channel: 2 })).token)).text();
    expect(transfers).toContain('bankId');
    expect(transfers).not.toContain('blikCode');
    const blikInEuro = await page(
      (await merchant.register({ currency: 'EUR', method: methodIds.blik })).token,
    );
    expect(await blikInEuro.text()).toContain('Ta metoda płatności nie jest dostępna dla tej transakcji.');
  });

  it('says the time for the payment has passed once the time limit is over', async () => {
    const { token } = await merchant.register({ timeLimit: 5 });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 60_000 + 1_000);
    const html = await (await page(token)).text();
    vi.restoreAllMocks();
    expect(html).toContain('<p role="alert">Czas na dokonanie płatności minął.</p>');
  });

  it('answers 404 for a token it does not know, and says a paid transaction is paid', async () => {
    expect((await page('NO-SUCH-TOKEN')).status).toBe(404);
    const { token } = await merchant.register();
    await submit(token, 'googlePay', { lang: 'pl' });
    expect(await (await page(token)).text()).toContain('Ta transakcja jest już opłacona.');
  });
});

describe('paying on the page', () => {
  it('BLIK success sends the buyer to urlReturn and the payment is notified', async () => {
    const { token, sessionId, body } = await merchant.register();
    const answer = await submit(token, 'blik', { lang: 'pl', blikCode: blikCodes.success });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(body.urlReturn);
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    expect(merchant.notificationsOf(sessionId)[0]?.methodId).toBe(methodIds.blik);
  });

  it('BLIK wrong and expired codes show their message on the page, and nothing is paid', async () => {
    const { token, sessionId } = await merchant.register();
    const wrong = await (await submit(token, 'blik', { lang: 'pl', blikCode: blikCodes.wrongCode })).text();
    expect(wrong).toContain('<p role="alert">Nieprawidłowy kod BLIK.</p>');
    const expired = await (await submit(token, 'blik', { lang: 'en', blikCode: blikCodes.expired })).text();
    expect(expired).toContain('The BLIK code has expired.');
    const shown = (await (await merchant.sandboxCall('GET', `/transactions/${sessionId}`)).json()) as {
      state: string;
    };
    expect(shown.state).toBe('registered');
  });

  it('a bank transfer pays with the chosen bank', async () => {
    const { token, sessionId } = await merchant.register();
    expect((await submit(token, 'transfer', { lang: 'pl', bankId: '112' })).status).toBe(303);
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    expect(merchant.notificationsOf(sessionId)[0]?.methodId).toBe(112);
  });

  it('a declined card and an expired card show their messages', async () => {
    const { token } = await merchant.register();
    const declined = await (await submit(token, 'card', { lang: 'en', ...card(testCards.declined) })).text();
    expect(declined).toContain('The card payment was declined.');
    const expired = await (
      await submit(token, 'card', { lang: 'en', ...card(testCards.success), expiry: '01/20' })
    ).text();
    expect(expired).toContain('The card details are invalid.');
  });

  it('a 3-D Secure card asks for the bank confirmation, then pays and remembers the card when asked', async () => {
    const { token, sessionId } = await merchant.register();
    const step = await (
      await submit(token, 'card', { lang: 'pl', ...card(testCards.threeDSecure), remember: 'yes' })
    ).text();
    expect(step).toContain('3-D Secure');
    expect(step).toContain('3220');
    const confirmed = await submit(token, '3ds', { lang: 'pl', decision: 'confirm' });
    expect(confirmed.status).toBe(303);
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    const orderId = merchant.notificationsOf(sessionId)[0]?.orderId;
    const info = (await (await merchant.call('GET', `/card/info/${orderId}`)).json()) as {
      data: { mask: string };
    };
    expect(info.data.mask).toBe('400000xxxxxx3220');
  });

  it('a rejected 3-D Secure step leaves the transaction unpaid', async () => {
    const { token, sessionId } = await merchant.register();
    await submit(token, 'card', { lang: 'pl', ...card(testCards.threeDSecure) });
    const rejected = await (await submit(token, '3ds', { lang: 'pl', decision: 'reject' })).text();
    expect(rejected).toContain('Płatność kartą została odrzucona.');
    const shown = (await (await merchant.sandboxCall('GET', `/transactions/${sessionId}`)).json()) as {
      state: string;
    };
    expect(shown.state).toBe('registered');
  });

  it("Google Pay's test button pays with method Google Pay", async () => {
    const { token, sessionId } = await merchant.register({ currency: 'GBP' });
    expect((await submit(token, 'googlePay', { lang: 'en' })).status).toBe(303);
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    expect(merchant.notificationsOf(sessionId)[0]).toMatchObject({
      methodId: methodIds.googlePay,
      currency: 'GBP',
    });
  });

  it('going back without paying sends the buyer to urlReturn and pays nothing', async () => {
    const { token, sessionId, body } = await merchant.register();
    const back = await submit(token, 'cancel', { lang: 'pl' });
    expect(back.headers.get('location')).toBe(body.urlReturn);
    const shown = (await (await merchant.sandboxCall('GET', `/transactions/${sessionId}`)).json()) as {
      state: string;
    };
    expect(shown.state).toBe('registered');
  });
});
