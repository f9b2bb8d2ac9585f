import { describe, expect, it } from 'vitest';
import { sampleBasket, sampleLine } from '../../lib/basket/sample-basket';
import { noticeView } from './notice-view';

describe('noticeView: the modal after "add to basket" and at sign-in', () => {
  it('shows the basket modal with the added line when the product is in the basket', () => {
    const basket = sampleBasket({ lines: [sampleLine('mouse'), sampleLine('laptop', { quantity: 2 })] });
    expect(noticeView({ kind: 'added', productId: 'laptop', basket })).toEqual({
      view: 'added',
      line: basket.lines[1],
      messages: [],
    });
  });

  it('opens the stock-limit modal when the added product hit its stock, capped or removed', () => {
    const capped = sampleBasket({ messages: [{ code: 'stock_limit_exceeded', productId: 'laptop' }] });
    expect(noticeView({ kind: 'added', productId: 'laptop', basket: capped }).view).toBe('stockLimit');
    const gone = sampleBasket({
      lines: [],
      messages: [{ code: 'stock_limit_exceeded', productId: 'laptop' }],
    });
    expect(noticeView({ kind: 'added', productId: 'laptop', basket: gone }).view).toBe('stockLimit');
  });

  it("keeps the basket modal when another product's stock is named", () => {
    const basket = sampleBasket({ messages: [{ code: 'stock_limit_exceeded', productId: 'mouse' }] });
    expect(noticeView({ kind: 'added', productId: 'laptop', basket }).view).toBe('added');
  });

  it('says why when a rule took the product out again (monthly and annual mixed)', () => {
    const messages = [{ code: 'licence_types_mixed' as const, productId: 'm365-monthly' }];
    const basket = sampleBasket({ messages });
    expect(noticeView({ kind: 'added', productId: 'm365-monthly', basket })).toEqual({
      view: 'notAdded',
      messages,
    });
  });

  it('shows the messages of a change made elsewhere (the merge at sign-in, the rules emptying the basket)', () => {
    const messages = [{ code: 'inactive_products_removed' as const, productId: 'old' }];
    expect(noticeView({ kind: 'changed', basket: sampleBasket({ messages }) })).toEqual({
      view: 'changed',
      messages,
    });
  });
});
