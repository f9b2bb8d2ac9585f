import { describe, expect, it } from 'vitest';
import { type Buyer, euCountries, reverseChargeNote } from '../basket/buyer-vat';
import type { ProductKind } from '../catalogue/product';
import { invoiceVatRates } from '../invoices/invoice';
import { vatRateFor } from './vat';
import {
  euDistanceSales,
  rulesFor,
  type Supply,
  shownVatRate,
  supplies,
  supplyOf,
  type VatFacts,
  type VatSale,
  type VatTreatment,
  vatCases,
  vatNotes,
  vatOutcomes,
  vatRules,
  vatTreatment,
  zoneOf,
  zones,
} from './vat-treatment';

const consumer = (country: string): Buyer => ({ country, kind: 'consumer', vatIdConfirmed: false });
const business = (country: string, vatIdConfirmed = false): Buyer => ({
  country,
  kind: 'business',
  vatIdConfirmed,
});
const goods = (buyer: Buyer, deliveryCountry?: string): VatSale => ({
  supply: 'goods',
  buyer,
  ...(deliveryCountry ? { deliveryCountry } : {}),
});
const licence = (buyer: Buyer): VatSale => ({ supply: 'electronicServices', buyer });
const service = (buyer: Buyer): VatSale => ({ supply: 'services', buyer });

describe('the supply of each product kind', () => {
  it.each<[ProductKind, Supply]>([
    ['hardware', 'goods'],
    ['m365-subscription', 'electronicServices'],
    ['open-licence', 'electronicServices'],
    ['perpetual-licence', 'electronicServices'],
    ['device-as-a-service', 'services'],
    ['it-service', 'services'],
  ])('%s is %s', (kind, supply) => {
    expect(supplyOf(kind)).toBe(supply);
  });
});

describe('the VAT rule table: one example per row', () => {
  const examples: [string, VatSale, Partial<VatTreatment>][] = [
    [
      'goods leaving the EU: export',
      goods(consumer('PL'), 'NO'),
      { case: 'export', rate: 0, invoiceVatRate: '0 EX' },
    ],
    [
      'goods delivered in Poland: Polish VAT, whoever buys',
      goods(business('DE', true), 'PL'),
      { case: 'domestic', rate: 2300, vatCountry: 'PL', invoiceVatRate: '23' },
    ],
    [
      'goods dispatched to another member state for a business whose EU VAT id VIES confirmed: WDT',
      goods(business('DE', true)),
      { case: 'intraCommunitySupply', rate: 0, invoiceVatRate: '0 WDT', buyerVatIdRequired: true },
    ],
    [
      'goods dispatched to another member state for a Polish business: Polish VAT (no VAT id of another state)',
      goods(business('PL', true), 'DE'),
      { case: 'domestic', rate: 2300, invoiceVatRate: '23' },
    ],
    [
      'goods dispatched to another member state for a consumer: distance sale',
      goods(consumer('DE')),
      { case: 'oss', rate: 1900, vatCountry: 'DE', invoiceVatRate: 'OSS', ossRate: 19 },
    ],
    [
      'goods dispatched to another member state for an EU business whose VAT id is not confirmed: as a consumer',
      goods(business('FR')),
      { case: 'oss', rate: 2000, vatCountry: 'FR', invoiceVatRate: 'OSS', ossRate: 20 },
    ],
    [
      'goods dispatched to another member state for a business outside the EU: as a consumer',
      goods(business('CH', true), 'AT'),
      { case: 'oss', rate: 2000, vatCountry: 'AT', invoiceVatRate: 'OSS' },
    ],
    [
      'services to a buyer in Poland: Polish VAT',
      licence(business('PL', true)),
      { case: 'domestic', rate: 2300, invoiceVatRate: '23', reverseCharge: false },
    ],
    [
      'services to a business in another member state whose VAT id VIES confirmed: reverse charge',
      service(business('DE', true)),
      { case: 'reverseCharge', rate: 0, invoiceVatRate: 'np II', reverseCharge: true },
    ],
    [
      'services to a business outside the EU: not taxable in Poland, reverse charge there',
      licence(business('GB')),
      { case: 'reverseChargeOutsideEu', rate: 0, invoiceVatRate: 'np I', reverseCharge: true },
    ],
    [
      'electronically supplied services to a consumer in another member state: her state taxes them',
      licence(consumer('HU')),
      { case: 'oss', rate: 2700, vatCountry: 'HU', invoiceVatRate: 'OSS', ossRate: 27 },
    ],
    [
      'electronically supplied services to an EU business whose VAT id is not confirmed: as a consumer',
      licence(business('DE')),
      { case: 'oss', rate: 1900, vatCountry: 'DE', invoiceVatRate: 'OSS' },
    ],
    [
      'other services to a consumer in another member state: Polish VAT (supplied where the shop is)',
      service(consumer('DE')),
      { case: 'domestic', rate: 2300, vatCountry: 'PL', invoiceVatRate: '23' },
    ],
    [
      'other services to an EU business whose VAT id is not confirmed: as a consumer, Polish VAT',
      service(business('CZ')),
      { case: 'domestic', rate: 2300, vatCountry: 'PL', invoiceVatRate: '23' },
    ],
    [
      'services to a consumer outside the EU: not taxable in Poland',
      licence(consumer('US')),
      { case: 'outsideScope', rate: 0, invoiceVatRate: 'np I', reverseCharge: false },
    ],
  ];

  it('has an example for every row, in the table order', () => {
    expect(examples.map(([name]) => name)).toEqual(vatRules.map(({ name }) => name));
  });

  it.each(examples)('%s', (name, sale, expected) => {
    const treatment = vatTreatment(sale);
    expect(treatment.rule).toBe(name);
    expect(treatment).toMatchObject(expected);
  });
});

describe('the VAT rule table covers every sale once', () => {
  const allFacts: VatFacts[] = supplies.flatMap((supply) =>
    (['consumer', 'business'] as const).flatMap((buyerKind) =>
      zones.flatMap((buyerZone) =>
        [true, false].flatMap((vatIdConfirmed) =>
          zones.map((deliveryZone) => ({ supply, buyerKind, buyerZone, vatIdConfirmed, deliveryZone })),
        ),
      ),
    ),
  );

  it('answers each combination of supply × buyer kind × buyer zone × VAT id × delivery zone with exactly one row', () => {
    expect(allFacts).toHaveLength(3 * 2 * 3 * 2 * 3);
    const notOne = allFacts
      .map((facts) => ({ facts, rows: rulesFor(facts).map(({ name }) => name) }))
      .filter(({ rows }) => rows.length !== 1);
    expect(notOne).toEqual([]);
  });

  it('uses every row and leads to every case', () => {
    const used = new Set(allFacts.flatMap((facts) => rulesFor(facts).map(({ name }) => name)));
    expect([...used].sort()).toEqual(vatRules.map(({ name }) => name).sort());
    expect(new Set(vatRules.map(({ treatment }) => treatment))).toEqual(new Set(vatCases));
  });

  it('lets services ignore where goods would go', () => {
    for (const facts of allFacts.filter(({ supply }) => supply !== 'goods'))
      expect(rulesFor(facts)).toEqual(rulesFor({ ...facts, deliveryZone: facts.buyerZone }));
  });

  it('places countries in Poland, another member state or outside the EU', () => {
    expect(zoneOf('PL')).toBe('PL');
    for (const country of euCountries.filter((country) => country !== 'PL'))
      expect(zoneOf(country), country).toBe('otherEu');
    for (const country of ['CH', 'GB', 'NO', 'TR', 'US', 'UA'])
      expect(zoneOf(country), country).toBe('nonEu');
  });
});

describe('each case as the basket and the FA(3) invoice take it', () => {
  it.each<[string, VatSale, VatTreatment]>([
    [
      'domestic: 23 %, P_12 23, P_13_1 and P_14_1',
      goods(consumer('PL')),
      {
        case: 'domestic',
        rule: 'goods delivered in Poland: Polish VAT, whoever buys',
        rate: 2300,
        vatCountry: 'PL',
        invoiceVatRate: '23',
        fa3: { lineRateField: 'P_12', netField: 'P_13_1', vatField: 'P_14_1', p18: 2 },
        reverseCharge: false,
        buyerVatIdRequired: false,
      },
    ],
    [
      "OSS: the member state's rate in P_12_XII, P_13_5 and P_14_5",
      licence(consumer('FI')),
      {
        case: 'oss',
        rule: 'electronically supplied services to a consumer in another member state: her state taxes them',
        rate: 2550,
        vatCountry: 'FI',
        invoiceVatRate: 'OSS',
        ossRate: 25.5,
        fa3: { lineRateField: 'P_12_XII', netField: 'P_13_5', vatField: 'P_14_5', p18: 2 },
        reverseCharge: false,
        buyerVatIdRequired: false,
        note: 'vat.oss',
      },
    ],
    [
      "WDT: 0 WDT in P_13_6_2, the buyer's VAT id, no P_18",
      goods(business('IT', true), 'IT'),
      {
        case: 'intraCommunitySupply',
        rule: 'goods dispatched to another member state for a business whose EU VAT id VIES confirmed: WDT',
        rate: 0,
        invoiceVatRate: '0 WDT',
        fa3: { lineRateField: 'P_12', netField: 'P_13_6_2', p18: 2 },
        reverseCharge: false,
        buyerVatIdRequired: true,
        note: 'vat.intra_community_supply',
      },
    ],
    [
      'export: 0 EX in P_13_6_3',
      goods(business('US'), 'US'),
      {
        case: 'export',
        rule: 'goods leaving the EU: export',
        rate: 0,
        invoiceVatRate: '0 EX',
        fa3: { lineRateField: 'P_12', netField: 'P_13_6_3', p18: 2 },
        reverseCharge: false,
        buyerVatIdRequired: false,
        note: 'vat.export',
      },
    ],
    [
      "reverse charge in the EU: np II in P_13_9, P_18 = 1, the buyer's VAT id",
      licence(business('NL', true)),
      {
        case: 'reverseCharge',
        rule: 'services to a business in another member state whose VAT id VIES confirmed: reverse charge',
        rate: 0,
        invoiceVatRate: 'np II',
        fa3: { lineRateField: 'P_12', netField: 'P_13_9', p18: 1 },
        reverseCharge: true,
        buyerVatIdRequired: true,
        note: 'vat.reverse_charge',
      },
    ],
    [
      'a business outside the EU: np I in P_13_8, P_18 = 1',
      service(business('CH', true)),
      {
        case: 'reverseChargeOutsideEu',
        rule: 'services to a business outside the EU: not taxable in Poland, reverse charge there',
        rate: 0,
        invoiceVatRate: 'np I',
        fa3: { lineRateField: 'P_12', netField: 'P_13_8', p18: 1 },
        reverseCharge: true,
        buyerVatIdRequired: false,
        note: 'vat.reverse_charge',
      },
    ],
    [
      'a consumer outside the EU: np I in P_13_8',
      service(consumer('NO')),
      {
        case: 'outsideScope',
        rule: 'services to a consumer outside the EU: not taxable in Poland',
        rate: 0,
        invoiceVatRate: 'np I',
        fa3: { lineRateField: 'P_12', netField: 'P_13_8', p18: 2 },
        reverseCharge: false,
        buyerVatIdRequired: false,
        note: 'vat.not_taxable_in_poland',
      },
    ],
  ])('%s', (_, sale, treatment) => {
    expect(vatTreatment(sale)).toEqual(treatment);
  });

  it('taxes goods under OSS where they arrive, services where the consumer is', () => {
    expect(vatTreatment(goods(consumer('DE'), 'AT'))).toMatchObject({ rate: 2000, vatCountry: 'AT' });
    expect(vatTreatment({ ...licence(consumer('DE')), deliveryCountry: 'AT' })).toMatchObject({
      rate: 1900,
      vatCountry: 'DE',
    });
  });

  it("sends goods to the buyer's country when no delivery country is given", () => {
    expect(vatTreatment(goods(consumer('PL'))).case).toBe('domestic');
    expect(vatTreatment(goods(business('SE', true))).case).toBe('intraCommunitySupply');
    expect(vatTreatment(goods(consumer('GB'))).case).toBe('export');
  });

  it("charges EU consumers of goods and licences their own state's standard rate (OSS is the decision)", () => {
    expect(euDistanceSales).toBe('oss');
    for (const country of euCountries) {
      const rate = vatRateFor(country);
      expect(vatTreatment(goods(consumer(country))).rate, country).toBe(rate);
      expect(vatTreatment(licence(consumer(country))).rate, country).toBe(rate);
    }
  });

  it('keeps the outcomes consistent: P_12 codes of the invoice model, VAT fields only where VAT is charged', () => {
    expect(vatRateFor('PL')).toBe(2300);
    for (const [name, outcome] of Object.entries(vatOutcomes)) {
      expect(invoiceVatRates, name).toContain(outcome.invoiceVatRate);
      expect(outcome.vatField !== undefined, name).toBe(outcome.rate !== 'none');
      expect(outcome.buyerVatIdRequired, name).toBe(
        name === 'intraCommunitySupply' || name === 'reverseCharge',
      );
      if (outcome.reverseCharge) expect(outcome.note, name).toBe(reverseChargeNote);
    }
    expect(Object.values(vatNotes).every((key) => key.startsWith('vat.'))).toBe(true);
  });

  it('shows a visitor the rate a consumer in her country pays for each kind of product', () => {
    expect(shownVatRate('hardware', 'PL')).toBe(2300);
    expect(shownVatRate('hardware', 'DE')).toBe(1900);
    expect(shownVatRate('m365-subscription', 'HU')).toBe(2700);
    expect(shownVatRate('it-service', 'DE')).toBe(2300);
    expect(shownVatRate('device-as-a-service', 'FR')).toBe(2300);
    expect(shownVatRate('hardware', 'CH')).toBe(0);
    expect(shownVatRate('perpetual-licence', 'NO')).toBe(0);
  });
});
