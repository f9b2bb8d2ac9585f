import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { type BasketNotice, closeBasketNotice } from '../../lib/basket/basket-notice';
import { MessageList } from '../../lib/basket/message-list';
import { useLanguage } from '../../lib/language-context';
import { BasketDialog, CloseButton } from './basket-dialog';
import { noticeView } from './notice-view';
import { StockLimitModal } from './stock-limit-modal';

/**
 * The basket modal after "add to basket" (the product added, the basket's count and total, go to the
 * basket or continue shopping), the stock-limit modal, or the messages of a change the rules undid,
 * of the merge at sign-in or of the rules emptying the basket. The app loads it on the first notice.
 */
export const BasketNoticeModal = ({ notice }: { notice: BasketNotice }) => {
  const language = useLanguage();
  const shown = noticeView(notice);
  const close = closeBasketNotice;
  if (shown.view === 'stockLimit') return <StockLimitModal onClose={close} />;

  const { basket } = notice;
  const goToBasket = basket.count > 0 && (
    <Link href={pathFor('basket', language)} className="button" onClick={close}>
      <FormattedMessage id="basket.goToBasket" />
    </Link>
  );
  if (shown.view === 'added') {
    const total = formatMoney({ amount: basket.totals.gross, currency: basket.currency }, language);
    return (
      <BasketDialog title="basket.added.title" onClose={close}>
        <p className="basket-modal__product">
          <strong>{shown.line.name}</strong>
          <br />
          <FormattedMessage id="basket.added.quantity" values={{ quantity: shown.line.quantity }} />
        </p>
        <p>
          <FormattedMessage id="basket.added.summary" values={{ count: basket.count, total }} />
        </p>
        <MessageList messages={shown.messages} />
        <div className="modal__actions">
          <CloseButton onClose={close} label="basket.continueShopping" />
          {goToBasket}
        </div>
      </BasketDialog>
    );
  }
  const signInNeeded = shown.messages.some((message) => message.code === 'sign_in_required_for_product');
  return (
    <BasketDialog title={`basket.${shown.view}.title`} onClose={close}>
      <MessageList messages={shown.messages} />
      <div className="modal__actions">
        <CloseButton onClose={close} />
        {signInNeeded && (
          <Link href={pathFor('signIn', language)} className="button" onClick={close}>
            <FormattedMessage id="header.signIn" />
          </Link>
        )}
        {goToBasket}
      </div>
    </BasketDialog>
  );
};
