import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import { formSubmissionKeys } from '#functions/lib/table/form-submissions';
import type { Runtime } from '#infra/local/runtime';
import { partnerAwards } from '#shared/content/partner-of-the-year';
import { sampleForms } from '#shared/forms/sample-forms';
import { pathFor, type RouteKey } from '#shared/routes';
import { postFromAnotherIp } from '../support/from-many-ips';
import { eventually, startTestRuntime } from '../support/runtime';

// The leasing and credit offers and the partner-of-the-year page on the
// local runtime: the pages pre-rendered with their texts and in the sitemap; the financing inquiry
// (`POST /api/cms/forms/financing`) stored with the calculator's choice, mailed to staff with the
// option priced and confirmed to the sender in her language; a choice the partner's terms refuse
// answered 400 naming its field, nothing stored or mailed.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const staff = 'sprzedaz@demo.sklep.local';
const leasing = sampleForms.financing;
const credit = { ...leasing, companyName: undefined, financing: 'credit', value: 600_000, months: 10 };

const send = async (body: unknown) => {
  const response = await postFromAnotherIp(`${runtime.siteUrl}/api/cms/forms/financing`, body);
  return { status: response.status, body: await response.json() };
};
const storedFrom = async (email: string) => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': formSubmissionKeys.item('financing', new Date().toISOString(), '').pk,
      },
    }),
  );
  return Items.filter((item) => item.email === email);
};
const mailsTo = (email: string) => runtime.mail.list().filter((m) => m.to.includes(email));
const staffMailAbout = (email: string) =>
  runtime.mail.list().find((m) => m.to.includes(staff) && m.text.includes(`E-mail: ${email}`));
/** The staff mail's financing line, its number spaces made plain. */
const financingLineOf = (text: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith('Finansowanie: '))
    ?.replace(/\u00a0|\u202f/g, ' ');

describe('the financing inquiry', () => {
  it('stores a leasing inquiry with its choice, mails staff the option priced and confirms in her language', async () => {
    const email = 'leasing@example.com';
    expect(await send({ ...leasing, email, language: 'it' })).toEqual({
      status: 201,
      body: { status: 'received' },
    });
    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({
      kind: 'financing',
      financing: 'leasing',
      currency: 'PLN',
      value: 1_200_000,
      months: 36,
      companyName: 'Nowak IT sp. z o.o.',
      language: 'it',
    });
    const toStaff = await eventually(() => staffMailAbout(email));
    expect(toStaff.subject).toBe('Zapytanie o leasing lub kredyt: Anna Nowak');
    expect(toStaff.text).toContain('Firma: Nowak IT sp. z o.o.');
    expect(financingLineOf(toStaff.text)).toBe(
      'Finansowanie: leasing, wartość netto 12 000,00 zł, 36 rat; wpłata własna 1200,00 zł; rata 340,01 zł (ostatnia 340,19 zł); wykup 120,00 zł; razem 13 560,54 zł',
    );
    const [confirmation] = await eventually(() => mailsTo(email).length === 1 && mailsTo(email));
    expect(confirmation?.subject).toBe(
      'Abbiamo ricevuto la tua richiesta: Richiesta di leasing o finanziamento',
    );
  });

  it('takes a consumer’s credit inquiry without a company', async () => {
    const email = 'raty@example.com';
    expect((await send({ ...credit, email })).status).toBe(201);
    const toStaff = await eventually(() => staffMailAbout(email));
    expect(toStaff.text).not.toContain('Firma:');
    expect(financingLineOf(toStaff.text)).toMatch(
      /^Finansowanie: kredyt ratalny, cena brutto 6000,00 zł, 10 rat; .*rata 600,00 zł/,
    );
  });

  it.each([
    ['leasing below the złoty minimum', { ...leasing, value: 99_999 }, 'value', 'financing_below_minimum'],
    [
      'leasing below the euro minimum',
      { ...leasing, currency: 'EUR', value: 23_499 },
      'value',
      'financing_below_minimum',
    ],
    ['credit above 50,000 zł', { ...credit, value: 5_000_001 }, 'value', 'financing_above_maximum'],
    ['credit in euro', { ...credit, currency: 'EUR' }, 'currency', 'financing_not_offered'],
    ['a term the partner does not offer', { ...leasing, months: 30 }, 'months', 'invalid_value'],
    ['leasing without a company', { ...leasing, companyName: undefined }, 'companyName', 'required'],
    ['a value in decimals', { ...leasing, value: 12_000.5 }, 'value', 'invalid_value'],
    ['an unknown kind', { ...leasing, financing: 'rent' }, 'financing', 'invalid_value'],
  ])(
    'refuses %s with 400 naming the field, storing and mailing nothing',
    async (name, body, path, message) => {
      const email = `refused-${name.replace(/\W+/g, '-')}@example.com`;
      expect(await send({ ...body, email })).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: [{ path, message }] },
      });
      expect(await storedFrom(email)).toEqual([]);
      await runtime.queues['form-mails']?.queue.drained();
      expect(mailsTo(email)).toEqual([]);
    },
  );
});

describe('the pages', () => {
  const page = async (key: RouteKey, language: 'pl' | 'en' | 'de') => {
    const response = await fetch(`${runtime.siteUrl}${pathFor(key, language)}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it.each([
    ['leasingOffer', 'pl', 'Leasing dla firm', 'Finansujemy zamówienia o wartości netto od 1000,00'],
    ['creditOffer', 'pl', 'Kredyt ratalny', 'od 369,00'],
    ['leasingOffer', 'en', 'Leasing for businesses', 'with a net value from PLN'],
    ['creditOffer', 'de', 'Ratenkredit', 'bis 50.000,00'],
    ['partnerOfTheYear', 'pl', 'Partner roku', 'Nasze wyróżnienia'],
    ['partnerOfTheYear', 'de', 'Partner des Jahres', 'Unsere Auszeichnungen'],
  ] as const)(
    '%s in %s is pre-rendered with its texts and listed in the sitemap',
    async (key, language, title, text) => {
      const html = (await page(key, language)).replace(/\u00a0|\u202f/g, ' ');
      expect(html).toContain(`<title>${title} – `);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(text);
      const sitemap = await (await fetch(`${runtime.siteUrl}/api/common/sitemaps/pages.xml`)).text();
      expect(sitemap).toContain(`${pathFor(key, language)}</loc>`);
    },
  );

  it('shows the partner’s terms on the pre-rendered pages: every leasing term, credit’s 0 % and APR', async () => {
    const leasingPage = await page('leasingOffer', 'pl');
    for (const months of [24, 36, 48, 60]) expect(leasingPage).toContain(`<th scope="row">${months}</th>`);
    const creditPage = (await page('creditOffer', 'en')).replace(/\u00a0/g, ' ');
    expect(creditPage).toContain('The 10 × 0% offer');
    expect(creditPage).toContain('12.57%');
  });

  it('gives the partner-of-the-year page Organization JSON-LD with every award', async () => {
    const html = await page('partnerOfTheYear', 'en');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Organization',
      award: partnerAwards.map((award) => `${award.name} (${award.year})`),
    });
  });
});
