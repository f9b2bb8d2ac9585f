import { describe, expect, it } from 'vitest';
import type { ListingItem } from '#shared/catalogue/listing';
import { sampleListingItem } from '#shared/catalogue/sample-product-view';
import { partnerOrderFields } from '#shared/partners/partner-order';
import { partnerDiscounts } from '#shared/partners/partner-terms';
import { sampleOrder, samplePlacement } from '../testing/fake-order-ports';
import { fakePartnerPorts, samplePartner } from '../testing/fake-partner-ports';
import { enrolPartner, enrolPartnerByEmail } from './enrol-partner';
import { listPartnerOrders } from './list-partner-orders';
import { partnerPriceList, staffPartnerPriceList } from './partner-price-list';
import { showPartner } from './show-partner';

const query = { page: 1, language: 'pl' as const };
const listingItem = (kind: ListingItem['kind'], net: number, id = `${kind}-1`): ListingItem => ({
  ...sampleListingItem,
  id,
  kind,
  price: { ...sampleListingItem.price, price: { net, vat: 0, gross: net } },
});

describe('every partner use case refuses a caller who is not a partner', () => {
  it.each([
    [
      'the dashboard',
      (ports: ReturnType<typeof fakePartnerPorts>['ports']) => showPartner(ports, { sub: 'business-1' }),
    ],
    [
      'the price list',
      (ports: ReturnType<typeof fakePartnerPorts>['ports']) =>
        partnerPriceList(ports, { sub: 'business-1', query }),
    ],
    [
      'the orders',
      (ports: ReturnType<typeof fakePartnerPorts>['ports']) =>
        listPartnerOrders(ports, { sub: 'business-1', filter: {} }),
    ],
  ])('%s: not_allowed, nothing read', async (_, run) => {
    const { ports, listings, orderQueries } = fakePartnerPorts();
    expect(await run(ports)).toEqual({ ok: false, code: 'not_allowed' });
    expect(listings).toEqual([]);
    expect(orderQueries).toEqual([]);
  });
});

describe('a suspended partner', () => {
  const suspended = {
    ...samplePartner,
    suspended: { at: '2026-11-30T10:00:00.000Z', staffEmail: 'ops@example.pl' },
  };

  it('is refused on her portal as suspended, nothing read', async () => {
    const { ports, listings, orderQueries } = fakePartnerPorts({ partners: [suspended] });
    const sub = suspended.partnerId;
    expect(await showPartner(ports, { sub })).toEqual({ ok: false, code: 'partner_suspended' });
    expect(await partnerPriceList(ports, { sub, query })).toEqual({ ok: false, code: 'partner_suspended' });
    expect(await listPartnerOrders(ports, { sub, filter: {} })).toEqual({
      ok: false,
      code: 'partner_suspended',
    });
    expect(listings).toEqual([]);
    expect(orderQueries).toEqual([]);
  });

  it('is still priced for the staff, in her currency; a user who is no partner is not found', async () => {
    const { ports, listings } = fakePartnerPorts({ partners: [{ ...suspended, currency: 'CZK' }] });
    const page = await staffPartnerPriceList(ports, { partnerId: suspended.partnerId, query });
    expect(page).toMatchObject({ ok: true, value: { currency: 'CZK' } });
    expect(listings).toMatchObject([{ currency: 'CZK', sort: 'name' }]);
    expect(await staffPartnerPriceList(ports, { partnerId: 'business-1', query })).toEqual({
      ok: false,
      code: 'partner_not_found',
    });
  });
});

describe('showPartner', () => {
  it("answers the caller's code, currency and the discount table", async () => {
    const { ports } = fakePartnerPorts();
    expect(await showPartner(ports, { sub: samplePartner.partnerId })).toEqual({
      ok: true,
      value: { code: 'P-7K3M9Q', currency: 'PLN', discounts: partnerDiscounts },
    });
  });
});

describe('partnerPriceList', () => {
  it.each([
    { kind: 'm365-subscription' as const, catalogueNet: 100_00, discount: 800, net: 92_00 },
    { kind: 'hardware' as const, catalogueNet: 4_999_99, discount: 400, net: 4_799_99 },
    { kind: 'it-service' as const, catalogueNet: 500_00, discount: 1000, net: 450_00 },
  ])(
    'prices a $kind at $discount bp off: $catalogueNet → $net',
    async ({ kind, catalogueNet, discount, net }) => {
      const { ports } = fakePartnerPorts({ items: [listingItem(kind, catalogueNet)] });
      const page = await partnerPriceList(ports, { sub: samplePartner.partnerId, query });
      expect(page).toMatchObject({
        ok: true,
        value: { currency: 'PLN', items: [{ kind, catalogueNet, discount, net }] },
      });
    },
  );

  it("lists in the partner's currency, by name without a phrase and by relevance with one", async () => {
    const euro = { ...samplePartner, currency: 'EUR' as const };
    const { ports, listings } = fakePartnerPorts({ partners: [euro] });
    await partnerPriceList(ports, { sub: euro.partnerId, query });
    await partnerPriceList(ports, { sub: euro.partnerId, query: { ...query, q: 'thinkpad', page: 2 } });
    expect(listings).toMatchObject([
      { currency: 'EUR', sort: 'name', page: 1 },
      { currency: 'EUR', q: 'thinkpad', page: 2 },
    ]);
    expect(listings[1]).not.toHaveProperty('sort');
  });
});

describe('listPartnerOrders', () => {
  const brought = sampleOrder({
    owner: { kind: 'client', sub: 'customer-1' },
    partnerId: samplePartner.partnerId,
    details: { ...samplePlacement, invoice: undefined },
  });

  it('reads only the caller’s own customers, a day filter counting to its end', async () => {
    const { ports, orderQueries } = fakePartnerPorts({ ordersOf: { 'partner-1': [brought] } });
    await listPartnerOrders(ports, {
      sub: 'partner-1',
      filter: { status: 'unpaid', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(orderQueries).toEqual([
      {
        partnerId: 'partner-1',
        filter: { status: 'unpaid', from: '2025-12-31T23:00:00.000Z', to: '2026-01-31T22:59:59.999Z' },
        limit: 10,
      },
    ]);
  });

  it('shows each order with only the fields a partner may see', async () => {
    const { ports } = fakePartnerPorts({ ordersOf: { 'partner-1': [brought] } });
    const listed = await listPartnerOrders(ports, { sub: 'partner-1', filter: {} });
    const [view] = listed.ok ? listed.value.orders : [];
    expect(Object.keys(view ?? {}).sort()).toEqual([...partnerOrderFields].sort());
    expect(view).toMatchObject({ id: brought.id, customer: 'Jan K.', net: brought.totals.total.net });
    expect(JSON.stringify(listed)).not.toMatch(/example\.pl|600 100 200|Prosta|Kowalski/i);
  });
});

describe('enrolPartner', () => {
  it('turns the profile partner, puts the terms and claims a new code in one transaction', async () => {
    const { ports, commits } = fakePartnerPorts({ partners: [] });
    const enrolled = await enrolPartner(ports, { userId: 'anna', currency: 'PLN' });
    expect(enrolled).toMatchObject({
      ok: true,
      value: { partnerId: 'anna', code: 'P-AAAAAA', currency: 'PLN' },
    });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items.map(({ item }) => Object.keys(item)[0])).toEqual([
      'makePartner',
      'putTerms',
      'claimCode',
    ]);
  });

  it.each([
    {
      case: 'a client without a profile',
      failing: ['user_not_found'],
      expected: { ok: false, code: 'user_not_found' },
    },
  ])('refuses $case', async ({ failing, expected }) => {
    const { ports } = fakePartnerPorts({ partners: [], failing });
    expect(await enrolPartner(ports, { userId: 'anna', currency: 'PLN' })).toEqual(expected);
  });

  it('draws another code when the first is taken', async () => {
    const { ports } = fakePartnerPorts({ partners: [], codes: ['P-AAAAAA', 'P-BBBBBB'] });
    const tried: string[] = [];
    const commit: typeof ports.commit = async (items) => {
      const claim = items.find(({ item }) => 'claimCode' in item)?.item as unknown as { claimCode: string[] };
      tried.push(claim.claimCode[0] ?? '');
      return tried.length === 1 ? { ok: false, code: 'code_taken' as never } : { ok: true };
    };
    const enrolled = await enrolPartner({ ...ports, commit }, { userId: 'anna', currency: 'PLN' });
    expect(tried).toEqual(['P-AAAAAA', 'P-BBBBBB']);
    expect(enrolled).toMatchObject({ ok: true, value: { code: 'P-BBBBBB' } });
  });

  it('answers an enrolled partner as she is, writing nothing', async () => {
    const { ports, commits } = fakePartnerPorts();
    expect(await enrolPartner(ports, { userId: 'partner-1', currency: 'EUR' })).toEqual({
      ok: true,
      value: samplePartner,
    });
    expect(commits).toEqual([]);
  });
});

describe('enrolPartnerByEmail', () => {
  it('enrols the user who signs in with the e-mail', async () => {
    const { ports } = fakePartnerPorts({ partners: [], users: { 'anna@example.pl': ['anna'] } });
    expect(await enrolPartnerByEmail(ports, { email: 'anna@example.pl', currency: 'EUR' })).toMatchObject({
      ok: true,
      value: { partnerId: 'anna', code: 'P-AAAAAA', currency: 'EUR' },
    });
  });

  it('refuses an e-mail nobody signs in with, writing nothing', async () => {
    const { ports, commits } = fakePartnerPorts({ partners: [], users: { 'anna@example.pl': ['anna'] } });
    expect(await enrolPartnerByEmail(ports, { email: 'ewa@example.pl', currency: 'PLN' })).toEqual({
      ok: false,
      code: 'user_not_found',
    });
    expect(commits).toEqual([]);
  });

  it('enrols the one of two users with the e-mail who has a profile (a Google sign-up beside a password one)', async () => {
    const { ports } = fakePartnerPorts({
      partners: [],
      users: { 'anna@example.pl': ['google_anna', 'anna'] },
    });
    const commit: typeof ports.commit = async (items) => {
      const made = items.find(({ item }) => 'makePartner' in item)?.item as unknown as {
        makePartner: string[];
      };
      return made.makePartner[0] === 'google_anna'
        ? { ok: false, code: 'user_not_found' as never }
        : { ok: true };
    };
    expect(
      await enrolPartnerByEmail({ ...ports, commit }, { email: 'anna@example.pl', currency: 'PLN' }),
    ).toMatchObject({ ok: true, value: { partnerId: 'anna' } });
  });
});
