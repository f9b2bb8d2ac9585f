import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { BasketView } from '#shared/basket/basket-view';
import { decidePage } from '#shared/page-kind';
import { pathFor } from '#shared/routes';
import { AlertMessage } from '../../components/alert-message';
import { preloadBasket, useBasket } from '../../lib/basket/basket-api';
import { type BasketAction, basketFailureMessage } from '../../lib/basket/basket-failure';
import { hitsStockLimit } from '../../lib/basket/basket-messages';
import { showBasketNotice } from '../../lib/basket/basket-notice';
import { useBasketScope } from '../../lib/basket/basket-scope';
import { MessageList } from '../../lib/basket/message-list';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { removeLine, setLineQuantity } from './api/basket-line-api';
import { BasketLines } from './basket-lines';
import { BasketTotals } from './basket-totals';
import { DiscountCodeForm } from './discount-code-form';
import { NewsletterConsent } from './newsletter-consent';
import { StockLimitModal } from './stock-limit-modal';

// The basket's read starts once this chunk loads, alongside the page's strings, instead of after the
// first render: `/koszyk/` is pre-rendered as an empty shell only, and its content is the basket's answer.
// Only on the basket's own path: a read nobody takes at once would later answer a basket since changed.
if (typeof window !== 'undefined') {
  const page = decidePage(window.location.pathname);
  if (page.kind !== 'notFound' && page.match.key === 'basket') preloadBasket(page.match.language);
}

/**
 * `/koszyk/`: the lines with quantity controls and remove, the discount code, the totals, the
 * newsletter consent and the way to checkout. An empty basket sends the visitor home (spec section 2).
 */
export const BasketPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const scope = useBasketScope();
  const { data: basket, error, mutate } = useBasket();
  const [failure, setFailure] = useState<string>();
  const [stockLimit, setStockLimit] = useState(false);
  const title = intl.formatMessage({ id: 'basket.title' });
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: title,
    noindex: true,
  });

  // Emptied by the rules (products gone inactive…), the visitor learns why over the home page.
  const empty = basket?.lines.length === 0;
  const emptiedWithMessages = empty && basket.messages.length > 0 ? basket : undefined;
  useEffect(() => {
    if (!empty) return;
    if (emptiedWithMessages) showBasketNotice({ kind: 'changed', basket: emptiedWithMessages });
    navigate(pathFor('home', language), { replace: true });
  }, [empty, emptiedWithMessages, navigate, language]);

  const change = async (action: BasketAction, run: () => Promise<BasketView>) => {
    setFailure(undefined);
    try {
      const answer = await run();
      setStockLimit(hitsStockLimit(answer.messages));
    } catch (failed) {
      setFailure(basketFailureMessage(failed, action));
      void mutate(); // The basket may have changed elsewhere: show it as it is.
    }
  };

  if (!basket || empty) {
    return error && !basket ? (
      <AlertMessage id={basketFailureMessage(error, 'load')} />
    ) : (
      <p aria-busy="true" className="loading" />
    );
  }
  return (
    <section className="basket">
      <h1>
        <FormattedMessage id="basket.title" />
      </h1>
      <MessageList messages={basket.messages} />
      <AlertMessage id={failure} />
      <BasketLines
        basket={basket}
        onQuantity={(productId, quantity) =>
          void change('quantity', () => setLineQuantity(scope, productId, quantity))
        }
        onRemove={(productId) => void change('remove', () => removeLine(scope, productId))}
        onInvalidQuantity={() => setFailure('basket.quantity.invalid')}
      />
      <DiscountCodeForm basket={basket} scope={scope} />
      <BasketTotals basket={basket} />
      <NewsletterConsent basket={basket} scope={scope} />
      <p className="basket__checkout">
        <Link href={pathFor('order', language)} className="button">
          <FormattedMessage id="basket.checkout" />
        </Link>
      </p>
      {stockLimit && <StockLimitModal onClose={() => setStockLimit(false)} />}
    </section>
  );
};
