import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { customerBuyer, discountCode, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { applyDiscountCode } from './apply-discount-code';
import { changeBasketLine } from './change-basket-line';
import { mergeGuestBasket } from './merge-guest-basket';
import { setBasketConsents } from './set-basket-consents';

const { laptop, mouse, annual } = basketProducts;

describe('mergeGuestBasket', () => {
  it('adds the guest quantities within the stock, keeps the guest code and consent, and deletes the guest basket', async () => {
    const { ports, baskets } = fakeBasketPorts({
      products: [laptop, mouse, annual],
      units: { [laptop.id]: 3 },
      codes: [discountCode([mouse.id])],
    });
    const guest = guestBuyer();
    const customer = customerBuyer();
    await changeBasketLine(ports, customer, { type: 'add', productId: laptop.id, quantity: 2 });
    await changeBasketLine(ports, customer, { type: 'add', productId: annual.id, quantity: 1 });
    await changeBasketLine(ports, guest, { type: 'add', productId: laptop.id, quantity: 2 });
    await changeBasketLine(ports, guest, { type: 'add', productId: mouse.id, quantity: 1 });
    await applyDiscountCode(ports, guest, 'SPRING10', '192.0.2.10');
    await setBasketConsents(ports, guest, { newsletter: true });

    const result = await mergeGuestBasket(ports, customer, guest.owner);
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [
          { productId: laptop.id, quantity: 3 },
          { productId: annual.id, quantity: 1 },
          { productId: mouse.id, quantity: 1, promotional: true },
        ],
        discount: { code: 'SPRING10' },
        consents: { newsletter: true },
        messages: [{ code: 'stock_limit_exceeded', productId: laptop.id }],
      },
    });
    expect(baskets.has('Gguest-1')).toBe(false);
    expect(baskets.get('Csub-1')?.basket.lines).toHaveLength(3);
  });

  it('answers the account basket as it is when the guest has none', async () => {
    const { ports, baskets } = fakeBasketPorts({ products: [laptop] });
    await changeBasketLine(ports, customerBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    expect(await mergeGuestBasket(ports, customerBuyer(), guestBuyer().owner)).toMatchObject({
      ok: true,
      value: { lines: [{ productId: laptop.id, quantity: 1 }], messages: [] },
    });
    expect([...baskets.keys()]).toEqual(['Csub-1']);
  });
});
