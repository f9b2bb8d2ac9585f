import { describe, expect, it } from 'vitest';
import { basketProducts } from '../../../shared/basket/sample-basket-products';
import { fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { changeBasketLine } from './change-basket-line';
import { readBasket } from './read-basket';
import { setBasketConsents } from './set-basket-consents';

const { laptop, mouse } = basketProducts;

describe('readBasket', () => {
  it('answers an empty basket for a new guest and stores nothing', async () => {
    const { ports, baskets } = fakeBasketPorts({ products: [laptop] });
    expect(await readBasket(ports, guestBuyer())).toMatchObject({
      ok: true,
      value: { lines: [], count: 0, discount: null, consents: { newsletter: false }, messages: [] },
    });
    expect(baskets.size).toBe(0);
  });

  it('removes a product that became inactive, with its message, and stores the basket without it', async () => {
    const products = [laptop, mouse];
    const { ports, baskets } = fakeBasketPorts({ products });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: mouse.id, quantity: 1 });
    products[1] = { ...mouse, availability: { state: 'discontinued' } };
    expect(await readBasket(ports, guestBuyer())).toMatchObject({
      ok: true,
      value: {
        lines: [{ productId: laptop.id }],
        messages: [{ code: 'inactive_products_removed', productId: mouse.id }],
      },
    });
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([{ productId: laptop.id, quantity: 1 }]);
  });
});

describe('setBasketConsents', () => {
  it('stores the newsletter consent with the basket', async () => {
    const { ports } = fakeBasketPorts({ products: [laptop] });
    await setBasketConsents(ports, guestBuyer(), { newsletter: true });
    expect(await readBasket(ports, guestBuyer())).toMatchObject({
      ok: true,
      value: { consents: { newsletter: true } },
    });
  });
});
