import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { grossOfNet } from '#shared/pricing/vat';
import { customerBuyer, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { changeBasketLine } from './change-basket-line';
import { readBasket } from './read-basket';

const { laptop } = basketProducts;

const basketOf = async (buyer = guestBuyer()) => {
  const { ports } = fakeBasketPorts({ products: [laptop] });
  await changeBasketLine(ports, buyer, { type: 'add', productId: laptop.id, quantity: 2 });
  return { ports, buyer };
};

const viewOf = async (...args: Parameters<typeof readBasket>) => {
  const result = await readBasket(...args);
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

describe('basketView', () => {
  it('prices a guest in PLN gross from the catalogue: unit gross × quantity, VAT 23 %', async () => {
    const { ports, buyer } = await basketOf();
    const unitGross = grossOfNet(laptop.prices.PLN.price, 2300);
    expect(await viewOf(ports, buyer)).toMatchObject({
      currency: 'PLN',
      lines: [
        {
          unitNet: laptop.prices.PLN.price,
          unitGross,
          gross: unitGross * 2,
          vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' },
          maxQuantity: 999,
        },
      ],
      totals: { gross: unitGross * 2 },
    });
  });

  it('follows the currency: the product’s EUR price in EUR', async () => {
    const { ports, buyer } = await basketOf();
    const view = await viewOf(ports, { ...buyer, shopper: { ...buyer.shopper, currency: 'EUR' } });
    expect(view).toMatchObject({ currency: 'EUR', lines: [{ unitNet: laptop.prices.EUR.price }] });
  });

  it('prices a business customer net: unit net × quantity with VAT on top', async () => {
    const { ports, buyer } = await basketOf(customerBuyer('sub-1', true));
    const net = laptop.prices.PLN.price * 2;
    expect(await viewOf(ports, buyer)).toMatchObject({ lines: [{ net, gross: grossOfNet(net, 2300) }] });
  });

  it('offers courier and parcel locker for goods that ship, free from the currency threshold', async () => {
    const { ports, buyer } = await basketOf();
    const { totals } = await viewOf(ports, buyer);
    expect(totals.shipping.map((option) => [option.method, option.gross])).toEqual([
      ['courier', 0],
      ['parcel-locker', 0],
    ]);
  });

  it('changes its version with the currency and with a quantity, and keeps it otherwise', async () => {
    const { ports, buyer } = await basketOf();
    const first = (await viewOf(ports, buyer)).version;
    expect((await viewOf(ports, buyer)).version).toBe(first);
    const inEur = await viewOf(ports, { ...buyer, shopper: { ...buyer.shopper, currency: 'EUR' } });
    expect(inEur.version).not.toBe(first);
    await changeBasketLine(ports, buyer, { type: 'setQuantity', productId: laptop.id, quantity: 1 });
    expect((await viewOf(ports, buyer)).version).not.toBe(first);
  });
});
