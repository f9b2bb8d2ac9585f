import { describe, expect, it } from 'vitest';
import { correctionOf } from '#shared/invoices/correction';
import type { Invoice } from '#shared/invoices/invoice';
import { invoiceForOrder } from '#shared/invoices/invoice-for-order';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { renderFa3 } from './render-fa3';
import { validateFa3 } from './validate-fa3';

const issue = (number: string, paid = 0) => ({
  invoiceId: `inv-${number}`,
  guid: 'AAAAAAAAAAAAAAAAAAAAAA',
  number,
  issuedAt: '2026-11-23T10:00:00.000Z',
  paid,
});
const invoiceOf = (order: keyof typeof sampleOrders, paid = 0) =>
  invoiceForOrder(sampleOrders[order], issue('FV/2026/11/000001', paid));

const accepted = {
  ...invoiceOf('consumerPln', 124_599),
  ksef: { status: 'accepted' as const, number: '1234567802-20261123-0100A0B1C2D3-4E' },
};

const cases: [string, Invoice, string[]][] = [
  [
    'a PLN consumer (no tax number, paid)',
    invoiceOf('consumerPln', 124_599),
    [
      '<BrakID>1</BrakID>',
      '<P_13_1>1013.00</P_13_1>',
      '<Zaplacono>1</Zaplacono>',
      // The order it bills, by the number its buyer knows.
      '<Zamowienia><DataZamowienia>2026-11-20</DataZamowienia><NrZamowienia>2026/000123</NrZamowienia></Zamowienia>',
    ],
  ],
  [
    'a business with its NIP (deferred)',
    invoiceOf('businessPln'),
    ['<NIP>5260250274</NIP>', '<Termin>2026-11-27</Termin>'],
  ],
  [
    'an EU business: goods sent to its state as WDT, the licence reverse-charged',
    invoiceOf('euReverseCharge'),
    [
      '<KodUE>DE</KodUE><NrVatUE>123456789</NrVatUE>',
      '<P_13_6_2>1220.00</P_13_6_2>',
      '<P_13_9>300.00</P_13_9>',
      '<P_12>0 WDT</P_12>',
      '<P_12>np II</P_12>',
      '<P_18>1</P_18>',
    ],
  ],
  [
    'an intra-Community supply of goods alone: 0 %, no reverse charge',
    invoiceForOrder(
      { ...sampleOrders.euReverseCharge, lines: sampleOrders.euReverseCharge.lines.slice(0, 1) },
      issue('FV/2026/11/000001'),
    ),
    ['<KodUE>DE</KodUE><NrVatUE>123456789</NrVatUE>', '<P_13_6_2>1220.00</P_13_6_2>', '<P_18>2</P_18>'],
  ],
  [
    'an EU business whose goods stay in Poland: Polish VAT on them, the licence reverse-charged',
    invoiceOf('euBusinessDeliveredInPoland'),
    ['<P_13_1>1220.00</P_13_1>', '<P_14_1>280.60</P_14_1>', '<P_13_9>300.00</P_13_9>', '<P_18>1</P_18>'],
  ],
  [
    'a business outside the EU: the service supplied where it is (np I, reverse charge), goods exported',
    invoiceOf('swissBusiness'),
    [
      '<KodKraju>CH</KodKraju><NrID>',
      '<P_13_6_3>1200.00</P_13_6_3>',
      '<P_13_8>2500.00</P_13_8>',
      '<P_18>1</P_18>',
    ],
  ],
  [
    'a consumer outside the EU: the licence not taxable in Poland, the laptop exported',
    invoiceOf('norwegianConsumer'),
    [
      '<BrakID>1</BrakID>',
      '<P_12>np I</P_12>',
      '<P_12>0 EX</P_12>',
      '<P_13_8>300.00</P_13_8>',
      '<P_18>2</P_18>',
    ],
  ],
  [
    'EUR with the exchange rate',
    invoiceOf('consumerEur'),
    ['<KodWaluty>EUR</KodWaluty>', '<P_14_1W>174.41</P_14_1W>', '<KursWaluty>4.22</KursWaluty>'],
  ],
  [
    'an EU consumer under OSS (the member state rate, no PLN VAT field)',
    invoiceOf('consumerOssDe'),
    ['<P_12_XII>19</P_12_XII>', '<P_13_5>170.00</P_13_5>', '<P_14_5>32.30</P_14_5>'],
  ],
  ['split payment', invoiceOf('splitPayment'), ['<P_18A>1</P_18A>', '<P_12_Zal_15>1</P_12_Zal_15>']],
  [
    'a KOR to zero',
    correctionOf(accepted, 'to-zero', 'Anulowane zamówienie', issue('KOR/2026/11/000001')),
    [
      '<RodzajFaktury>KOR</RodzajFaktury>',
      `<NrKSeFFaKorygowanej>${accepted.ksef.number}</NrKSeFFaKorygowanej>`,
      '<P_15>-1245.99</P_15>',
    ],
  ],
  [
    'a partial KOR of an invoice without a KSeF number',
    correctionOf(
      invoiceOf('consumerPln'),
      [{ line: 0, quantity: 1 }],
      'Zwrot 1 szt.',
      issue('KOR/2026/11/000002'),
    ),
    ['<NrKSeFN>1</NrKSeFN>', '<P_8B>-1</P_8B>', '<P_11>-499.00</P_11>'],
  ],
];

describe('FA(3): every rule renders and validates against the official schema offline', () => {
  it.each(cases)('%s', (_case, invoice, fragments) => {
    const xml = renderFa3(invoice);
    expect(validateFa3(xml)).toEqual({ ok: true });
    for (const fragment of fragments) expect(xml).toContain(fragment);
  });

  it('escapes text, so a name with markup stays data', () => {
    const invoice = {
      ...invoiceOf('consumerPln'),
      buyer: { ...invoiceOf('consumerPln').buyer, name: 'A & B <Sp.> "x"' },
    };
    const xml = renderFa3(invoice);
    expect(xml).toContain('<Nazwa>A &amp; B &lt;Sp.&gt; &quot;x&quot;</Nazwa>');
    expect(validateFa3(xml)).toEqual({ ok: true });
  });
});

describe('validateFa3 refuses a broken invoice with a readable error', () => {
  it('an element out of the schema names the element and line', () => {
    const xml = renderFa3(invoiceOf('consumerPln')).replace('<P_2>', '<P_2X>').replace('</P_2>', '</P_2X>');
    const result = validateFa3(xml);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(
      /^line \d+: Element '\{[^}]+\}P_2X': This element is not expected/,
    );
  });

  it('a bad value names the field', () => {
    const result = validateFa3(
      renderFa3({ ...invoiceOf('consumerPln'), currency: 'ZZZ' as Invoice['currency'] }),
    );
    expect(!result.ok && result.errors.join('\n')).toMatch(/KodWaluty/);
  });

  it('XML that is not well-formed', () => {
    const result = validateFa3('<Faktura><Naglowek></Faktura>');
    expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/^line 1: .*mismatch/)] });
  });
});
