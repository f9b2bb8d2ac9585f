import { FormattedMessage } from 'react-intl';
import type { BasketVat } from '#shared/basket/buyer-vat';

/**
 * The basket's VAT treatment when it is not the standard one: the reverse charge's legal note, or why
 * VAT is charged although a business VAT id was given (VIES did not confirm it or could not answer).
 */
export const VatNote = ({ vat }: { vat: BasketVat | undefined }) => {
  if (vat?.treatment === 'reverseCharge') {
    return (
      <p className="basket-totals__vat-note">
        <FormattedMessage id={vat.note} />
      </p>
    );
  }
  if (vat?.treatment === 'vatIdNotConfirmed') {
    return (
      <p className="basket-totals__vat-note" role="status">
        <FormattedMessage id={vat.message} values={{ vatId: vat.check.vatId }} />
      </p>
    );
  }
  return null;
};
