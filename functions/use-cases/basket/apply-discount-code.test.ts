import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import type { ErrorCode } from '#shared/errors';
import { discountCode, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { applyDiscountCode } from './apply-discount-code';
import { changeBasketLine } from './change-basket-line';
import { removeDiscountCode } from './remove-discount-code';

const { laptop, mouse } = basketProducts;
const client = '192.0.2.10';

const codes = [
  discountCode([laptop.id]),
  discountCode([laptop.id], { code: 'OLD', validUntil: '2026-01-01T00:00:00.000Z' }),
  discountCode([laptop.id], { code: 'SPENT', maxUses: 3, uses: 3 }),
  discountCode(['other-product'], { code: 'ELSEWHERE' }),
];

const withLaptopAndMouse = async () => {
  const fake = fakeBasketPorts({ products: [laptop, mouse], codes });
  await changeBasketLine(fake.ports, guestBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
  await changeBasketLine(fake.ports, guestBuyer(), { type: 'add', productId: mouse.id, quantity: 1 });
  return fake;
};

describe('applyDiscountCode', () => {
  it('applies a valid code to its promotional lines only and stores it', async () => {
    const { ports, baskets } = await withLaptopAndMouse();
    const result = await applyDiscountCode(ports, guestBuyer(), 'SPRING10', client);
    if (!result.ok) throw new Error(result.code);
    const [laptopLine, mouseLine] = result.value.lines;
    expect(result.value.discount).toEqual({ code: 'SPRING10' });
    expect(laptopLine).toMatchObject({
      promotional: true,
      gross: laptopLine ? Math.round(laptopLine.unitGross * 0.9) : 0,
    });
    expect(mouseLine).toMatchObject({ promotional: false, gross: mouseLine?.unitGross });
    expect(result.value.totals.discount.gross).toBe((laptopLine?.unitGross ?? 0) - (laptopLine?.gross ?? 0));
    expect(baskets.get('Gguest-1')?.basket.discountCode).toBe('SPRING10');
  });

  it.each<[string, ErrorCode]>([
    ['NOSUCHCODE', 'discount_code_not_valid'],
    ['OLD', 'discount_code_not_active'],
    ['SPENT', 'discount_code_used_up'],
    ['ELSEWHERE', 'discount_code_no_promotion_products'],
  ])('refuses %s with %s and keeps the basket without it', async (code, refusal) => {
    const { ports, baskets } = await withLaptopAndMouse();
    expect(await applyDiscountCode(ports, guestBuyer(), code, client)).toEqual({ ok: false, code: refusal });
    expect(baskets.get('Gguest-1')?.basket.discountCode).toBeUndefined();
  });

  it('refuses a sixth try after 5 wrong codes in 15 minutes, even a valid one, until the first leaves the window', async () => {
    const { ports, clock } = await withLaptopAndMouse();
    const start = clock.now.getTime();
    for (let minute = 0; minute < 5; minute++) {
      clock.now = new Date(start + minute * 60_000);
      expect(await applyDiscountCode(ports, guestBuyer(), 'WRONG', client)).toMatchObject({
        code: 'discount_code_not_valid',
      });
    }
    clock.now = new Date(start + 10 * 60_000);
    expect(await applyDiscountCode(ports, guestBuyer(), 'SPRING10', client)).toEqual({
      ok: false,
      code: 'discount_guessing_throttled',
      retryAfterSeconds: 5 * 60,
    });
    clock.now = new Date(start + 15 * 60_000 + 1);
    expect(await applyDiscountCode(ports, guestBuyer(), 'SPRING10', client)).toMatchObject({ ok: true });
  });

  it('counts wrong codes per client too: a new guest basket per guess is refused after 5', async () => {
    const { ports } = await withLaptopAndMouse();
    for (let i = 0; i < 5; i++)
      expect(await applyDiscountCode(ports, guestBuyer(`fresh-${i}`), 'WRONG', client)).toMatchObject({
        code: 'discount_code_not_valid',
      });
    expect(await applyDiscountCode(ports, guestBuyer('fresh-5'), 'SPRING10', client)).toMatchObject({
      ok: false,
      code: 'discount_guessing_throttled',
    });
  });

  it('counts wrong codes per basket: another basket of another client may still try', async () => {
    const { ports } = await withLaptopAndMouse();
    for (let i = 0; i < 5; i++) await applyDiscountCode(ports, guestBuyer(), 'WRONG', client);
    expect(await applyDiscountCode(ports, guestBuyer('guest-2'), 'WRONG', 'another-client')).toMatchObject({
      code: 'discount_code_not_valid',
    });
  });

  it('drops a stored code with its message once its product left the basket', async () => {
    const { ports } = await withLaptopAndMouse();
    await applyDiscountCode(ports, guestBuyer(), 'SPRING10', client);
    const result = await changeBasketLine(ports, guestBuyer(), { type: 'remove', productId: laptop.id });
    expect(result).toMatchObject({
      ok: true,
      value: { discount: null, messages: [{ code: 'discount_code_no_promotion_products' }] },
    });
  });
});

describe('removeDiscountCode', () => {
  it('takes the code and its discount off the basket', async () => {
    const { ports, baskets } = await withLaptopAndMouse();
    await applyDiscountCode(ports, guestBuyer(), 'SPRING10', client);
    const result = await removeDiscountCode(ports, guestBuyer());
    expect(result).toMatchObject({ ok: true, value: { discount: null, totals: { discount: { gross: 0 } } } });
    expect(baskets.get('Gguest-1')?.basket.discountCode).toBeUndefined();
  });
});
