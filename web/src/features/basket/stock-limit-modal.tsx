import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { BasketDialog, CloseButton } from './basket-dialog';

/** Spec section 8: the product has a stock limit; more than it can be ordered by contacting us. */
export const StockLimitModal = ({ onClose }: { onClose: () => void }) => {
  const language = useLanguage();
  return (
    <BasketDialog title="basket.stockLimit.title" onClose={onClose}>
      <p>
        <FormattedMessage id="error.stock_limit_exceeded" />
      </p>
      <div className="modal__actions">
        <CloseButton onClose={onClose} />
        <Link href={pathFor('contact', language)} className="button" onClick={onClose}>
          <FormattedMessage id="basket.stockLimit.contact" />
        </Link>
      </div>
    </BasketDialog>
  );
};
