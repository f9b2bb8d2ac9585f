import { FormattedMessage } from 'react-intl';
import type { BasketView } from '#shared/basket/basket-view';

/**
 * The basket's VAT notes when its lines are not simply taxed in Poland: the legal note of each VAT case
 * its lines have (reverse charge, intra-Community supply, export, OSS, not taxable in Poland), and why
 * VAT is charged although a business VAT id was given (VIES did not confirm it or could not answer).
 */
export const VatNote = ({ basket }: { basket: Pick<BasketView, 'vat' | 'vatNotes'> }) => {
  const { vat, vatNotes } = basket;
  return (
    <>
      {vatNotes.map((note) => (
        <p className="basket-totals__vat-note" key={note}>
          <FormattedMessage id={note} />
        </p>
      ))}
      {vat?.treatment === 'vatIdNotConfirmed' && (
        <p className="basket-totals__vat-note" role="status">
          <FormattedMessage id={vat.message} values={{ vatId: vat.check.vatId }} />
        </p>
      )}
    </>
  );
};
