import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { changeBasketLine } from './change-basket-line';
import { readBasket, readBasketToPlace } from './read-basket';
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

describe('readBasketToPlace', () => {
  const placing = async (units: Record<string, number>) => {
    const products = [laptop, mouse];
    const fakes = fakeBasketPorts({ products, units });
    await changeBasketLine(fakes.ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    await changeBasketLine(fakes.ports, guestBuyer(), { type: 'add', productId: mouse.id, quantity: 1 });
    return { ...fakes, products };
  };

  it('answers the priced basket with the revision and counted stock of the same read', async () => {
    const { ports, baskets } = await placing({ laptop: 4 });
    const shown = await readBasket(ports, guestBuyer());
    const read = await readBasketToPlace(ports, guestBuyer());
    if (!read.ok || !shown.ok) throw new Error('the basket could not be read');
    expect(read.value.basket).toEqual(shown.value);
    expect(read.value.revision).toBe(baskets.get('Gguest-1')?.revision);
    expect([read.value.stockOf(laptop.id), read.value.stockOf(mouse.id)]).toEqual([4, undefined]);
  });

  it('answers the revision the rules rewrote the basket to, which its deletion needs', async () => {
    const { ports, baskets, products } = await placing({});
    const before = baskets.get('Gguest-1')?.revision ?? 0;
    products[1] = { ...mouse, availability: { state: 'discontinued' } };
    const read = await readBasketToPlace(ports, guestBuyer());
    expect(read).toMatchObject({ ok: true, value: { revision: before + 1 } });
    expect(baskets.get('Gguest-1')?.revision).toBe(before + 1);
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
