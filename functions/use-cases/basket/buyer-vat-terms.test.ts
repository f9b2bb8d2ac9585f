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

// VAT by the buyer's country and kind through the basket: the reverse charge only
// for a business in another EU country whose VAT id VIES confirms; VIES's answers kept a day.

const { laptop } = basketProducts;
const vies: Record<string, VatCheck> = {
  DE123456789: { status: 'valid', requestIdentifier: 'WAPIAAAAZ0123' },
  MT12345678: { status: 'unavailable', reason: 'MS_UNAVAILABLE' },
};
const withVatId = (vatId: BasketBuyer['vatId']): BasketBuyer => ({ ...guestBuyer(), vatId });
const polishBusiness = customerBuyer('firma', true);

const basketOf = async (buyer: BasketBuyer) => {
  const basket = fakeBasketPorts({
    products: [laptop],
    vat: { answers: vies, invoiceData: { firma: companyInvoiceDataSchema.parse(sampleInvoiceData) } },
  });
  await changeBasketLine(basket.ports, buyer, { type: 'add', productId: laptop.id, quantity: 1 });
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
  it.each<[string, BasketBuyer, number, BasketVat, string[]]>([
    [
      'a Polish business (its default invoice data) pays 23 %, VIES not asked',
      polishBusiness,
      2300,
      { treatment: 'standard' },
      [],
    ],
    [
      'a German business whose VAT id VIES confirms: reverse charge, 0 %, the legal note',
      withVatId({ country: 'DE', number: '123456789' }),
      0,
      {
        treatment: 'reverseCharge',
        note: 'vat.reverse_charge',
        check: { ...check('DE123456789', 'valid'), requestIdentifier: 'WAPIAAAAZ0123' },
      },
      ['DE123456789'],
    ],
    [
      'a German business whose VAT id VIES does not know pays German VAT',
      withVatId({ country: 'DE', number: '987654321' }),
      1900,
      {
        treatment: 'vatIdNotConfirmed',
        message: 'vat.id_not_confirmed',
        check: check('DE987654321', 'invalid'),
      },
      ['DE987654321'],
    ],
    [
      'a Maltese business while VIES is down pays Maltese VAT',
      withVatId({ country: 'MT', number: '12345678' }),
      1800,
      {
        treatment: 'vatIdNotConfirmed',
        message: 'vat.id_check_unavailable',
        check: check('MT12345678', 'unavailable'),
      },
      ['MT12345678', 'MT12345678'],
    ],
    [
      'a consumer in Germany pays German VAT, VIES not asked',
      guestBuyer('g', { country: 'DE' }),
      1900,
      { treatment: 'standard' },
      [],
    ],
  ])('%s', async (_, buyer, vatRate, vat, asked) => {
    const { ports, vat: fake } = await basketOf(buyer);
    const view = await viewOf(ports, buyer);
    expect(view.vat).toEqual(vat);
    expect(view.lines.map((line) => line.vatRate)).toEqual([vatRate]);
    expect(view.totals.vat === 0).toBe(vatRate === 0);
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
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([{ productId: laptop.id, quantity: 2 }]);
    expect(vat.asked.slice(asked)).toEqual(['MT12345678']);
  });
});
