import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { aprOf, financingMinimum } from '#shared/financing/financing-quote';
import { financingTerms } from '#shared/financing/financing-terms';
import type { Currency } from '#shared/locale';
import type { FinancingKind } from '#shared/orders/payment-methods';
import { useLanguage } from '../../lib/language-context';
import { percentOf } from '../../lib/percent';
import { useMoney } from '../../lib/use-money';
import { OffersTable } from './offers-table';

/** The financing partner's published terms of a kind (shared/financing/financing-terms.ts), with its bounds in the currency. */
export const FinancingTermsTable = ({ kind, currency }: { kind: FinancingKind; currency: Currency }) => {
  const language = useLanguage();
  const money = useMoney(currency);
  const titleId = useId();
  const { options, maximum } = financingTerms[kind];
  const minimum = financingMinimum(kind, currency);
  const leasing = kind === 'leasing';
  return (
    <div className="offers-terms">
      <h2 id={titleId}>
        <FormattedMessage id="offers.terms.title" />
      </h2>
      <OffersTable
        labelledBy={titleId}
        columns={
          leasing ? ['months', 'initialPayment', 'buyOut', 'annualRate'] : ['months', 'annualRate', 'apr']
        }
      >
        {options.map((option) => (
          <tr key={option.months}>
            <th scope="row">{option.months}</th>
            {leasing && <td>{percentOf(option.initialPaymentBp, language)}</td>}
            {leasing && <td>{percentOf(option.buyOutBp, language)}</td>}
            <td>{percentOf(option.annualRateBp, language)}</td>
            {!leasing && <td>{percentOf(aprOf(option.annualRateBp), language)}</td>}
          </tr>
        ))}
      </OffersTable>
      <p>
        {minimum === undefined ? (
          <FormattedMessage id={`offers.${kind}.notOffered`} />
        ) : (
          <FormattedMessage id="offers.terms.minimum" values={{ minimum: money(minimum) }} />
        )}{' '}
        {maximum[currency] !== undefined && (
          <FormattedMessage id="offers.terms.maximum" values={{ maximum: money(maximum[currency]) }} />
        )}
      </p>
      <p className="form-hint">
        <FormattedMessage id={`offers.${kind}.terms.note`} />
      </p>
    </div>
  );
};
