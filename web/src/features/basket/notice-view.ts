import type { BasketLineView, BasketMessageView } from '#shared/basket/basket-view';
import { hitsStockLimit } from '../../lib/basket/basket-messages';
import type { BasketNotice } from '../../lib/basket/basket-notice';

/** Which modal a basket notice opens. */
export type NoticeView =
  /** The product is in the basket: the basket modal (product, count, total, where next). */
  | { view: 'added'; line: BasketLineView; messages: BasketMessageView[] }
  /** More than its stock: the "stock limit exceeded, contact us" modal. */
  | { view: 'stockLimit' }
  /** A rule took the product out again (mixed licences, sign-in needed…): why. */
  | { view: 'notAdded'; messages: BasketMessageView[] }
  /** The merge at sign-in, or the rules emptying the basket: what changed. */
  | { view: 'changed'; messages: BasketMessageView[] };

export const noticeView = (notice: BasketNotice): NoticeView => {
  const { basket } = notice;
  if (notice.kind === 'changed') return { view: 'changed', messages: basket.messages };
  if (hitsStockLimit(basket.messages, notice.productId)) return { view: 'stockLimit' };
  const line = basket.lines.find((candidate) => candidate.productId === notice.productId);
  return line
    ? { view: 'added', line, messages: basket.messages }
    : { view: 'notAdded', messages: basket.messages };
};
