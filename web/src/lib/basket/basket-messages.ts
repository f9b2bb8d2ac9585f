import type { BasketMessageView } from '#shared/basket/basket-view';

/** The message ids of a basket answer's messages, each code once (one text covers all its products). */
export const basketMessageIds = (messages: readonly BasketMessageView[]): string[] => [
  ...new Set(messages.map((message) => `error.${message.code}`)),
];

/** The answer reports a stock limit (for `productId` when given): the "contact us" modal opens. */
export const hitsStockLimit = (messages: readonly BasketMessageView[], productId?: string): boolean =>
  messages.some(
    (message) =>
      message.code === 'stock_limit_exceeded' &&
      (productId === undefined || message.productId === undefined || message.productId === productId),
  );
