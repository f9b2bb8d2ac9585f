import { describe, expect, it } from 'vitest';
import type { BasketVat } from '#shared/basket/buyer-vat';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import type { VatCheck } from '../../lib/vies/vies';
import { customerBuyer, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { fixedNow } from '../testing/fake-table-ports';
import type { BasketBuyer } from './basket-buyer';
import { changeBasketLine } from './change-basket-line';
import { readBasket } from './read-basket';

// VAT by the rule table through the basket, per line: a laptop and a licence for buyers of each kind
// and country, and where the laptop goes; the reverse charge and the intra-Community supply only for a
// business in another EU country whose VAT id VIES confirms; VIES's answers kept a day.

const { laptop, office } = basketProducts;
const vies: Record<string, VatCheck> = {
  DE123456789: { status: 'valid', requestIdentifier: 'WAPIAAAAZ0123' },
  MT12345678: { status: 'unavailable', reason: 'MS_UNAVAILABLE' },
};
const withVatId = (vatId: BasketBuyer['vatId']): BasketBuyer => ({ ...guestBuyer(), vatId });
const polishBusiness = customerBuyer('firma', true);

const basketOf = async (buyer: BasketBuyer) => {
  const basket = fakeBasketPorts({
    products: [laptop, office],
    vat: { answers: vies, invoiceData: { firma: companyInvoiceDataSchema.parse(sampleInvoiceData) } },
  });
  await changeBasketLine(basket.ports, buyer, { type: 'add', productId: laptop.id, quantity: 1 });
  await changeBasketLine(basket.ports, buyer, { type: 'add', productId: office.id, quantity: 1 });
  return basket;
};

const viewOf = async (...args: Parameters<typeof readBasket>) => {
  const result = await readBasket(...args);
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

const check = (vatId: string, result: 'valid' | 'invalid' | 'unavailable') => ({
  vatId,
  result,
  checkedAt: fixedNow.toISOString(),
});

describe('the VAT treatment of a basket', () => {
  // The basket is added to, then read: VIES is asked once for a kept answer, on each for an outage.
  const confirmed = { ...check('DE123456789', 'valid'), requestIdentifier: 'WAPIAAAAZ0123' };
  const german = withVatId({ country: 'DE', number: '123456789' });
  // Each case: the buyer, the laptop's and the licence's case and rate, the basket's VAT answer, its
  // notes, and the VAT ids VIES was asked about.
  it.each<[string, BasketBuyer, [string, number][], BasketVat, string[], string[]]>([
    [
      'a Polish business (its default invoice data) pays 23 % on both, VIES not asked',
      polishBusiness,
      [
        ['domestic', 2300],
        ['domestic', 2300],
      ],
      { treatment: 'standard' },
      [],
      [],
    ],
    [
      'a German business whose VAT id VIES confirms: the laptop sent to Germany at 0 % (WDT), the licence reverse-charged',
      german,
      [
        ['intraCommunitySupply', 0],
        ['reverseCharge', 0],
      ],
      { treatment: 'vatIdConfirmed', check: confirmed },
      ['vat.intra_community_supply', 'vat.reverse_charge'],
      ['DE123456789'],
    ],
    [
      'the same business, its laptop delivered in Warszawa: Polish VAT on the laptop whatever the VAT id',
      { ...german, deliveryCountry: 'PL' },
      [
        ['domestic', 2300],
        ['reverseCharge', 0],
      ],
      { treatment: 'vatIdConfirmed', check: confirmed },
      ['vat.reverse_charge'],
      ['DE123456789'],
    ],
    [
      'a German business whose VAT id VIES does not know pays German VAT (OSS)',
      withVatId({ country: 'DE', number: '987654321' }),
      [
        ['oss', 1900],
        ['oss', 1900],
      ],
      {
        treatment: 'vatIdNotConfirmed',
        message: 'vat.id_not_confirmed',
        check: check('DE987654321', 'invalid'),
      },
      ['vat.oss'],
      ['DE987654321'],
    ],
    [
      'a Maltese business while VIES is down pays Maltese VAT',
      withVatId({ country: 'MT', number: '12345678' }),
      [
        ['oss', 1800],
        ['oss', 1800],
      ],
      {
        treatment: 'vatIdNotConfirmed',
        message: 'vat.id_check_unavailable',
        check: check('MT12345678', 'unavailable'),
      },
      ['vat.oss'],
      ['MT12345678', 'MT12345678', 'MT12345678'],
    ],
    [
      'a consumer in Germany pays German VAT, VIES not asked',
      guestBuyer('g', { country: 'DE' }),
      [
        ['oss', 1900],
        ['oss', 1900],
      ],
      { treatment: 'standard' },
      ['vat.oss'],
      [],
    ],
    [
      'a consumer in Norway: the laptop exported at 0 %, the licence not taxable in Poland',
      guestBuyer('g', { country: 'NO' }),
      [
        ['export', 0],
        ['outsideScope', 0],
      ],
      { treatment: 'standard' },
      ['vat.export', 'vat.not_taxable_in_poland'],
      [],
    ],
  ])('%s', async (_, buyer, cases, vat, notes, asked) => {
    const { ports, vat: fake } = await basketOf(buyer);
    const view = await viewOf(ports, buyer);
    expect(view.vat).toEqual(vat);
    expect(view.lines.map(({ vatTreatment }) => [vatTreatment.case, vatTreatment.rate])).toEqual(cases);
    expect(view.shippingVat?.case).toBe(cases[0]?.[0]);
    expect(view.vatNotes).toEqual(notes);
    expect(fake.asked).toEqual(asked);
  });

  it("keeps VIES's answer for the next reads, but asks again after an outage", async () => {
    const confirmed = withVatId({ country: 'DE', number: '123456789' });
    const { ports, vat } = await basketOf(confirmed);
    await viewOf(ports, confirmed);
    expect(vat.asked).toEqual(['DE123456789']);
    const down = withVatId({ country: 'MT', number: '12345678' });
    await viewOf(ports, down);
    await viewOf(ports, down);
    expect(vat.asked).toEqual(['DE123456789', 'MT12345678', 'MT12345678']);
    expect([...vat.cache.keys()]).toEqual(['DE123456789']);
  });

  it('gives the basket another version when the VAT treatment changes, so placement sees it stale', async () => {
    const consumer = guestBuyer();
    const { ports } = await basketOf(consumer);
    const plain = await viewOf(ports, consumer);
    const reverse = await viewOf(ports, { ...consumer, vatId: { country: 'DE', number: '123456789' } });
    const unconfirmed = await viewOf(ports, { ...consumer, vatId: { country: 'DE', number: '987654321' } });
    expect(new Set([plain.version, reverse.version, unconfirmed.version]).size).toBe(3);
    expect(reverse.totals.vat).toBe(0);
    const deliveredInPoland = await viewOf(ports, {
      ...consumer,
      vatId: { country: 'DE', number: '123456789' },
      deliveryCountry: 'PL',
    });
    expect(deliveredInPoland.version).not.toBe(reverse.version);
  });
  it('asks VIES once per request, not again when the basket changed meanwhile and the course starts over', async () => {
    const down = withVatId({ country: 'MT', number: '12345678' });
    const { ports, vat, baskets, hooks } = await basketOf(down);
    hooks.beforeCommit = () => {
      const stored = baskets.get('Gguest-1');
      if (stored?.revision !== undefined) stored.revision += 1;
    };
    const asked = vat.asked.length;
    await changeBasketLine(ports, down, { type: 'add', productId: laptop.id, quantity: 1 });
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([
      { productId: laptop.id, quantity: 2 },
      { productId: office.id, quantity: 1 },
    ]);
    expect(vat.asked.slice(asked)).toEqual(['MT12345678']);
  });
});
