import { type Buyer, isEuCountry, reverseChargeNote, shopCountry } from '../basket/buyer-vat';
import type { ProductKind } from '../catalogue/product';
import type { InvoiceVatRate } from '../invoices/invoice';
import { type VatRate, vatRateFor } from './vat';

// The VAT treatment of one basket or invoice line, as a rule table: which case of the VAT act a sale
// is (domestic, OSS, intra-Community supply, export, reverse charge, outside the scope), the rate it
// charges, and how the FA(3) invoice shows it. The rules are rows of data, each a condition on the
// sale's facts and the case it leads to (`treatment`); the cases are a record of their outcomes. The
// test checks that exactly one row answers every combination of supply, buyer and country. Places of
// supply: goods art. 22, services to a taxable person art. 28b, to anyone else art. 28c,
// electronically supplied services to a non-taxable person art. 28k, the listed services to a
// non-taxable person outside the EU art. 28l; intra-Community supply art. 13 and 42, export art. 41
// (VAT act, "ustawa o podatku od towarów i usług"). Rates are the standard ones of `vat.ts`: the code
// base models no reduced rate (every product of the catalogue is 23 % in Poland). A delivery charge
// has no kind of its own: it follows the supply it delivers (art. 29a(6)(2)), goods for hardware.

/**
 * What a line supplies, for the place-of-supply rules: goods; electronically supplied services
 * (art. 28k: software and cloud services supplied over the internet with minimal human
 * intervention, Implementing Regulation 282/2011 art. 7 and annex I); any other service (general
 * rules, art. 28b for businesses and 28c for consumers).
 */
export const supplies = ['goods', 'electronicServices', 'services'] as const;
export type Supply = (typeof supplies)[number];

/** The supply of each product kind (shared/catalogue/product.ts). */
export const supplyByKind = {
  // New-commerce cloud subscriptions provisioned in the buyer's tenant, or a Family/Personal plan's key:
  // software supplied over the internet (annex I of 282/2011, points 1 and 2). Guide 4.5: a reasonable
  // reading that no source confirmed in so many words.
  'm365-subscription': 'electronicServices',
  // Volume licence rights registered to the buyer's authorization number, the software downloaded.
  'open-licence': 'electronicServices',
  // A licence key delivered electronically (shipping.ts: licences never travel as parcels); a boxed
  // copy on a physical medium would be goods, and the shop sells none.
  'perpetual-licence': 'electronicServices',
  hardware: 'goods',
  // A rental: the device stays the shop's and comes back (no transfer of ownership, art. 7(1)), with
  // support included. Hire of movable property is a service under the general rules.
  'device-as-a-service': 'services',
  // People's work: deployment, server management, support. (Azure Backup, sold as an it-service
  // add-on, is closer to an electronically supplied service; the kind cannot tell them apart.)
  'it-service': 'services',
} as const satisfies Record<ProductKind, Supply>;

export const supplyOf = (kind: ProductKind): Supply => supplyByKind[kind];

/**
 * EU distance sales to consumers, the shop's decision (the "say what the shop does above the
 * threshold"). Goods dispatched to a consumer in another member state (art. 2 pt 22a, art. 22a) and
 * electronically supplied services to a consumer there (art. 28k) are taxed in the consumer's member
 * state once the seller's such sales exceed EUR 10,000 (PLN 42,000) a year EU-wide, or earlier by the
 * seller's choice. The shop is above it and registered for the Union OSS scheme (VAT act section XII
 * chapter 6a): it charges that state's standard rate, and FA(3) shows the net in P_13_5, the VAT in
 * P_14_5 and the state's rate in the line's P_12_XII. This keeps what the basket does today
 * (`buyerVat`: an EU consumer pays her state's rate) for goods and electronically supplied services.
 * It does not for other services (device as a service, IT services): their B2C place of supply is
 * Poland (art. 28c), so they take Polish VAT whatever the threshold; `buyerVat` charging the member
 * state's rate on them is what this table corrects. Below the threshold, set this to 'domestic':
 * Polish VAT, the FA(3) line's `Procedura` then presumably `WSTO_EE` (§ 10(4)(2a) of the JPK
 * regulation; not verified).
 */
export const euDistanceSales: 'oss' | 'domestic' = 'oss';

/** Where a country is as the rules see it: Poland, another member state, or outside the EU. */
export const zones = ['PL', 'otherEu', 'nonEu'] as const;
export type Zone = (typeof zones)[number];

export const zoneOf = (country: string): Zone => {
  if (country === shopCountry) return 'PL';
  return isEuCountry(country) ? 'otherEu' : 'nonEu';
};

/** The facts a rule reads. `vatIdConfirmed` is VIES's answer, so it means something for an EU business only. */
export interface VatFacts {
  supply: Supply;
  buyerKind: Buyer['kind'];
  buyerZone: Zone;
  vatIdConfirmed: boolean;
  /** Where goods go; the rows of services do not read it. */
  deliveryZone: Zone;
}

export const vatCases = [
  'domestic',
  'oss',
  'intraCommunitySupply',
  'export',
  'reverseCharge',
  'reverseChargeOutsideEu',
  'outsideScope',
] as const;
export type VatCase = (typeof vatCases)[number];

/** The FA(3) field of the summary (Fa) the line's net goes into. */
export type Fa3NetField = 'P_13_1' | 'P_13_5' | 'P_13_6_2' | 'P_13_6_3' | 'P_13_8' | 'P_13_9';

interface VatOutcome {
  /** Whose rate is charged: Poland's, the member state of consumption's, or none (0, or outside the scope). */
  rate: 'polish' | 'memberState' | 'none';
  /** FA(3) P_12 of the line (`OSS`: the code base's marker for P_12_XII, shared/invoices/invoice.ts). */
  invoiceVatRate: InvoiceVatRate;
  netField: Fa3NetField;
  /** The summary's VAT field; P_14_1 has a PLN twin P_14_1W for another currency, P_14_5 has none. */
  vatField?: 'P_14_1' | 'P_14_5';
  /** Adnotacje P_18 "odwrotne obciążenie": the buyer accounts for the VAT (or a tax like it). */
  reverseCharge: boolean;
  /** The treatment holds only with the buyer's EU VAT id on the invoice (Podmiot2 KodUE + NrVatUE). */
  buyerVatIdRequired: boolean;
  /** The message key of the line's legal note, if it has one. */
  note?: string;
}

/** The message keys of the legal notes besides `reverseChargeNote` (no translations yet). */
export const vatNotes = {
  oss: 'vat.oss',
  intraCommunitySupply: 'vat.intra_community_supply',
  export: 'vat.export',
  notTaxableInPoland: 'vat.not_taxable_in_poland',
} as const;

/** What each case charges and how FA(3) shows it (schema FA(3) 1-0E: TStawkaPodatku, P_13_x, P_18). */
export const vatOutcomes: Record<VatCase, VatOutcome> = {
  // 23 % (P_12 "23"; P_13_1 "stawka podstawowa - aktualnie 23% albo 22%").
  domestic: {
    rate: 'polish',
    invoiceVatRate: '23',
    netField: 'P_13_1',
    vatField: 'P_14_1',
    reverseCharge: false,
    buyerVatIdRequired: false,
  },
  // The member state's rate under OSS (P_13_5 "procedura szczególna, o której mowa w dziale XII w
  // rozdziale 6a ustawy"; the line's P_12_XII; no P_12 value exists for it).
  oss: {
    rate: 'memberState',
    invoiceVatRate: 'OSS',
    netField: 'P_13_5',
    vatField: 'P_14_5',
    reverseCharge: false,
    buyerVatIdRequired: false,
    note: vatNotes.oss,
  },
  // WDT, 0 % (P_12 "0 WDT"; P_13_6_2). The buyer's intra-Community acquisition is its own taxable
  // transaction in its state, not a reverse charge of this one: P_18 stays 2. Art. 42(1): the 0 %
  // needs the buyer's VAT id of another member state on the invoice and proof of dispatch.
  intraCommunitySupply: {
    rate: 'none',
    invoiceVatRate: '0 WDT',
    netField: 'P_13_6_2',
    reverseCharge: false,
    buyerVatIdRequired: true,
    note: vatNotes.intraCommunitySupply,
  },
  // Export, 0 % (P_12 "0 EX"; P_13_6_3), whoever buys: the 0 % needs the customs proof that the goods
  // left the EU (art. 41(6)); without it the sale is domestic.
  export: {
    rate: 'none',
    invoiceVatRate: '0 EX',
    netField: 'P_13_6_3',
    reverseCharge: false,
    buyerVatIdRequired: false,
    note: vatNotes.export,
  },
  // Services to a taxable person in another member state (P_12 "np II": "świadczenie usług o których
  // mowa w art. 100 ust. 1 pkt 4 ustawy"; P_13_9), the buyer accounts for the VAT: P_18 = 1.
  reverseCharge: {
    rate: 'none',
    invoiceVatRate: 'np II',
    netField: 'P_13_9',
    reverseCharge: true,
    buyerVatIdRequired: true,
    note: reverseChargeNote,
  },
  // Services to a business outside the EU, supplied where it is (P_12 "np I"; P_13_8). P_18 names the
  // VAT "lub podatku o podobnym charakterze": the non-EU countries the shop sells to (CH, GB, NO, TR)
  // tax imported B2B services by reverse charge, so P_18 = 1. Its tax id, if given, prints as KodKraju
  // + NrID; VIES cannot confirm it.
  reverseChargeOutsideEu: {
    rate: 'none',
    invoiceVatRate: 'np I',
    netField: 'P_13_8',
    reverseCharge: true,
    buyerVatIdRequired: false,
    note: reverseChargeNote,
  },
  // Services to a consumer outside the EU, supplied where she lives (P_12 "np I"; P_13_8), no P_18.
  outsideScope: {
    rate: 'none',
    invoiceVatRate: 'np I',
    netField: 'P_13_8',
    reverseCharge: false,
    buyerVatIdRequired: false,
    note: vatNotes.notTaxableInPoland,
  },
};

/** One row: the facts it applies to (a missing fact: any value) and the case it leads to. */
export interface VatRule {
  name: string;
  when: {
    supply: readonly Supply[];
    buyerKind?: readonly Buyer['kind'][];
    buyerZone?: readonly Zone[];
    vatIdConfirmed?: boolean;
    deliveryZone?: readonly Zone[];
  };
  treatment: VatCase;
  /** The VAT act's article. */
  basis: string;
}

const services = ['electronicServices', 'services'] as const;

export const vatRules: readonly VatRule[] = [
  // Goods: where they go decides first.
  {
    name: 'goods leaving the EU: export',
    when: { supply: ['goods'], deliveryZone: ['nonEu'] },
    treatment: 'export',
    basis: 'art. 2 pt 8, art. 41(4) and (6)',
  },
  {
    name: 'goods delivered in Poland: Polish VAT, whoever buys',
    when: { supply: ['goods'], deliveryZone: ['PL'] },
    treatment: 'domestic',
    basis: 'art. 22(1)',
  },
  {
    name: 'goods dispatched to another member state for a business whose EU VAT id VIES confirmed: WDT',
    when: {
      supply: ['goods'],
      deliveryZone: ['otherEu'],
      buyerKind: ['business'],
      buyerZone: ['otherEu'],
      vatIdConfirmed: true,
    },
    treatment: 'intraCommunitySupply',
    basis: 'art. 13(1), art. 42(1)',
  },
  {
    name: 'goods dispatched to another member state for a Polish business: Polish VAT (no VAT id of another state)',
    when: { supply: ['goods'], deliveryZone: ['otherEu'], buyerKind: ['business'], buyerZone: ['PL'] },
    treatment: 'domestic',
    basis: 'art. 42(1)(1)',
  },
  {
    name: 'goods dispatched to another member state for a consumer: distance sale',
    when: { supply: ['goods'], deliveryZone: ['otherEu'], buyerKind: ['consumer'] },
    treatment: euDistanceSales,
    basis: 'art. 2 pt 22a, art. 22(1)(1a), art. 22a',
  },
  {
    name: 'goods dispatched to another member state for an EU business whose VAT id is not confirmed: as a consumer',
    when: {
      supply: ['goods'],
      deliveryZone: ['otherEu'],
      buyerKind: ['business'],
      buyerZone: ['otherEu'],
      vatIdConfirmed: false,
    },
    treatment: euDistanceSales,
    basis: 'art. 42(1)(1) not met; art. 2 pt 22a',
  },
  {
    name: 'goods dispatched to another member state for a business outside the EU: as a consumer',
    when: { supply: ['goods'], deliveryZone: ['otherEu'], buyerKind: ['business'], buyerZone: ['nonEu'] },
    treatment: euDistanceSales,
    basis: 'art. 42(1)(1) not met; art. 2 pt 22a',
  },
  // Services: where the buyer is decides.
  {
    name: 'services to a buyer in Poland: Polish VAT',
    when: { supply: services, buyerZone: ['PL'] },
    treatment: 'domestic',
    basis: 'art. 28b(1), art. 28c(1), art. 28k(1)',
  },
  {
    name: 'services to a business in another member state whose VAT id VIES confirmed: reverse charge',
    when: { supply: services, buyerKind: ['business'], buyerZone: ['otherEu'], vatIdConfirmed: true },
    treatment: 'reverseCharge',
    basis: 'art. 28b(1), art. 100(1)(4), art. 106e(1)(18)',
  },
  {
    name: 'services to a business outside the EU: not taxable in Poland, reverse charge there',
    when: { supply: services, buyerKind: ['business'], buyerZone: ['nonEu'] },
    treatment: 'reverseChargeOutsideEu',
    basis: 'art. 28b(1), art. 106e(1)(18)',
  },
  {
    name: 'electronically supplied services to a consumer in another member state: her state taxes them',
    when: { supply: ['electronicServices'], buyerKind: ['consumer'], buyerZone: ['otherEu'] },
    treatment: euDistanceSales,
    basis: 'art. 28k(1)',
  },
  {
    name: 'electronically supplied services to an EU business whose VAT id is not confirmed: as a consumer',
    when: {
      supply: ['electronicServices'],
      buyerKind: ['business'],
      buyerZone: ['otherEu'],
      vatIdConfirmed: false,
    },
    treatment: euDistanceSales,
    basis: 'art. 28k(1)',
  },
  {
    name: 'other services to a consumer in another member state: Polish VAT (supplied where the shop is)',
    when: { supply: ['services'], buyerKind: ['consumer'], buyerZone: ['otherEu'] },
    treatment: 'domestic',
    basis: 'art. 28c(1)',
  },
  {
    name: 'other services to an EU business whose VAT id is not confirmed: as a consumer, Polish VAT',
    when: { supply: ['services'], buyerKind: ['business'], buyerZone: ['otherEu'], vatIdConfirmed: false },
    treatment: 'domestic',
    basis: 'art. 28c(1)',
  },
  {
    name: 'services to a consumer outside the EU: not taxable in Poland',
    when: { supply: services, buyerKind: ['consumer'], buyerZone: ['nonEu'] },
    treatment: 'outsideScope',
    // 28k: electronically supplied services; 28l: licences, consulting, engineering and data
    // processing, hire of movable property other than means of transport.
    basis: 'art. 28k(1), art. 28l',
  },
];

const holds = <T>(allowed: readonly T[] | undefined, value: T) =>
  allowed === undefined || allowed.includes(value);

/** Every row whose condition the facts meet (the table's test: always exactly one). */
export const rulesFor = (facts: VatFacts): VatRule[] =>
  vatRules.filter(
    ({ when }) =>
      when.supply.includes(facts.supply) &&
      holds(when.buyerKind, facts.buyerKind) &&
      holds(when.buyerZone, facts.buyerZone) &&
      (when.vatIdConfirmed === undefined || when.vatIdConfirmed === facts.vatIdConfirmed) &&
      holds(when.deliveryZone, facts.deliveryZone),
  );

export interface VatSale {
  supply: Supply;
  buyer: Buyer;
  /** Where goods go (ISO 3166-1 alpha-2); the buyer's country when not given. Services ignore it. */
  deliveryCountry?: string;
}

/** The treatment of one line, ready for the basket and the FA(3) invoice line. */
export interface VatTreatment {
  case: VatCase;
  /** The name of the row that decided it. */
  rule: string;
  /** The rate charged, in basis points (0 when nothing is charged). */
  rate: VatRate;
  /** The country whose rate is charged, when one is (PL, or the member state under OSS). */
  vatCountry?: string;
  /** InvoiceLine.vatRate: FA(3) P_12, or `OSS` for P_12_XII. */
  invoiceVatRate: InvoiceVatRate;
  /** InvoiceLine.ossRate: the member state's rate in percent (P_12_XII), under OSS only. */
  ossRate?: number;
  fa3: {
    lineRateField: 'P_12' | 'P_12_XII';
    netField: Fa3NetField;
    vatField?: 'P_14_1' | 'P_14_5';
    /** Adnotacje P_18, one per invoice: 1 when any of its lines has 1. */
    p18: 1 | 2;
  };
  reverseCharge: boolean;
  buyerVatIdRequired: boolean;
  /** The legal note's message key. */
  note?: string;
}

export const vatFactsOf = ({ supply, buyer, deliveryCountry }: VatSale): VatFacts => ({
  supply,
  buyerKind: buyer.kind,
  buyerZone: zoneOf(buyer.country),
  vatIdConfirmed: buyer.vatIdConfirmed,
  deliveryZone: zoneOf(deliveryCountry ?? buyer.country),
});

export const vatTreatment = (sale: VatSale): VatTreatment => {
  const facts = vatFactsOf(sale);
  const [rule, ...more] = rulesFor(facts);
  if (!rule || more.length > 0)
    throw new Error(`the VAT rules give ${more.length + (rule ? 1 : 0)} rows for ${JSON.stringify(facts)}`);
  const outcome = vatOutcomes[rule.treatment];
  // OSS taxes goods where they arrive and services where the consumer is.
  const memberState =
    sale.supply === 'goods' ? (sale.deliveryCountry ?? sale.buyer.country) : sale.buyer.country;
  const vatCountry = { polish: shopCountry, memberState, none: undefined }[outcome.rate];
  const rate = vatCountry === undefined ? 0 : vatRateFor(vatCountry);
  const oss = outcome.invoiceVatRate === 'OSS';
  return {
    case: rule.treatment,
    rule: rule.name,
    rate,
    ...(vatCountry === undefined ? {} : { vatCountry }),
    invoiceVatRate: outcome.invoiceVatRate,
    ...(oss ? { ossRate: rate / 100 } : {}),
    fa3: {
      lineRateField: oss ? 'P_12_XII' : 'P_12',
      netField: outcome.netField,
      ...(outcome.vatField ? { vatField: outcome.vatField } : {}),
      p18: outcome.reverseCharge ? 1 : 2,
    },
    reverseCharge: outcome.reverseCharge,
    buyerVatIdRequired: outcome.buyerVatIdRequired,
    ...(outcome.note ? { note: outcome.note } : {}),
  };
};

/**
 * What an order line keeps of its treatment, so its invoice says what the customer was charged: the
 * case, the rate in basis points and whose rate it is (PL, or the member state under OSS).
 */
export interface LineVat {
  case: VatCase;
  rate: VatRate;
  country?: string;
}

export const lineVatOf = ({ case: vatCase, rate, vatCountry }: VatTreatment): LineVat => ({
  case: vatCase,
  rate,
  ...(vatCountry === undefined ? {} : { country: vatCountry }),
});

/** The FA(3) rate of a line from what it kept: P_12, or P_12_XII with the member state's rate under OSS. */
export const invoiceRateOf = (vat: LineVat): { vatRate: InvoiceVatRate; ossRate?: number } => {
  const { invoiceVatRate } = vatOutcomes[vat.case];
  return invoiceVatRate === 'OSS'
    ? { vatRate: invoiceVatRate, ossRate: vat.rate / 100 }
    : { vatRate: invoiceVatRate };
};

/** Whether a line of this case is invoiced "odwrotne obciążenie" (FA(3) P_18 = 1). */
export const isReverseCharge = (vat: LineVat): boolean => vatOutcomes[vat.case].reverseCharge;

/**
 * The supply a delivery charge follows (art. 29a(6)(2)): the goods when the parcel holds any, else the
 * rented device's service. Undefined for a basket that ships nothing.
 */
export const shippedSupplyOf = (kinds: readonly ProductKind[]): Supply | undefined => {
  if (kinds.includes('hardware')) return 'goods';
  return kinds.includes('device-as-a-service') ? 'services' : undefined;
};

/**
 * The rate the catalogue shows a visitor in `country` on a product of this kind: what a consumer there
 * pays for it (a business buyer sees the net first, and the basket prices its own case). A laptop for
 * Berlin carries Germany's rate (OSS), a service of people's work there Poland's, anything for Oslo none.
 */
export const shownVatRate = (kind: ProductKind, country: string): VatRate =>
  vatTreatment({ supply: supplyOf(kind), buyer: { country, kind: 'consumer', vatIdConfirmed: false } }).rate;
