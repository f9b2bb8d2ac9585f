import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { customerBuyer, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { changeBasketLine } from './change-basket-line';

const { laptop, mouse, annual, monthly, discontinued } = basketProducts;
const products = [laptop, mouse, annual, monthly, discontinued];

describe('changeBasketLine', () => {
  it('adds a product, then adds to its line, and stores the basket under its owner', async () => {
    const { ports, baskets } = fakeBasketPorts({ products });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    const result = await changeBasketLine(ports, guestBuyer(), {
      type: 'add',
      productId: laptop.id,
      quantity: 2,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { count: 3, lines: [{ productId: laptop.id, quantity: 3 }] },
    });
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([{ productId: laptop.id, quantity: 3 }]);
  });

  it.each([
    ['does not exist', 'no-such-product'],
    ['cannot be ordered', discontinued.id],
  ])('answers product_not_found when the product to add %s, storing nothing', async (_, productId) => {
    const { ports, baskets } = fakeBasketPorts({ products });
    expect(await changeBasketLine(ports, guestBuyer(), { type: 'add', productId, quantity: 1 })).toEqual({
      ok: false,
      code: 'product_not_found',
    });
    expect(baskets.size).toBe(0);
  });

  it.each([
    ['setQuantity', 'basket_quantity_update_failed'],
    ['remove', 'basket_remove_failed'],
  ] as const)('answers %s of a product the basket lacks with %s', async (type, code) => {
    const { ports } = fakeBasketPorts({ products });
    expect(await changeBasketLine(ports, guestBuyer(), { type, productId: mouse.id, quantity: 1 })).toEqual({
      ok: false,
      code,
    });
  });

  it('sets a quantity and removes a line', async () => {
    const { ports, baskets } = fakeBasketPorts({ products });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: mouse.id, quantity: 1 });
    await changeBasketLine(ports, guestBuyer(), { type: 'setQuantity', productId: mouse.id, quantity: 4 });
    const result = await changeBasketLine(ports, guestBuyer(), { type: 'remove', productId: laptop.id });
    expect(result).toMatchObject({
      ok: true,
      value: { count: 4, lines: [{ productId: mouse.id, quantity: 4 }] },
    });
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([{ productId: mouse.id, quantity: 4 }]);
  });

  it('keeps a guest from buying a subscription: the line is not stored and the message says sign in', async () => {
    const { ports, baskets } = fakeBasketPorts({ products });
    const result = await changeBasketLine(ports, guestBuyer(), {
      type: 'add',
      productId: annual.id,
      quantity: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { lines: [], messages: [{ code: 'sign_in_required_for_product', productId: annual.id }] },
    });
    expect(baskets.size).toBe(0);
  });

  it('removes a monthly licence added to an annual one, with its message', async () => {
    const { ports } = fakeBasketPorts({ products });
    await changeBasketLine(ports, customerBuyer(), { type: 'add', productId: annual.id, quantity: 1 });
    const result = await changeBasketLine(ports, customerBuyer(), {
      type: 'add',
      productId: monthly.id,
      quantity: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [{ productId: annual.id }],
        messages: [{ code: 'licence_types_mixed', productId: monthly.id }],
      },
    });
  });

  it('caps a quantity at the counted stock with stock_limit_exceeded and shows the stock as maxQuantity', async () => {
    const { ports } = fakeBasketPorts({ products, units: { [laptop.id]: 10 } });
    const result = await changeBasketLine(ports, guestBuyer(), {
      type: 'add',
      productId: laptop.id,
      quantity: 11,
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [{ productId: laptop.id, quantity: 10, maxQuantity: 10 }],
        messages: [{ code: 'stock_limit_exceeded', productId: laptop.id }],
      },
    });
  });

  it('starts over from a fresh read when the basket changed meanwhile, so no change is lost', async () => {
    const { ports, baskets, hooks } = fakeBasketPorts({ products });
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    hooks.beforeCommit = () => {
      const stored = baskets.get('Gguest-1');
      if (stored?.revision !== undefined) {
        stored.basket.lines.push({ productId: mouse.id, quantity: 2 });
        stored.revision += 1;
      }
    };
    await changeBasketLine(ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    expect(baskets.get('Gguest-1')?.basket.lines).toEqual([
      { productId: laptop.id, quantity: 2 },
      { productId: mouse.id, quantity: 2 },
    ]);
  });
});
