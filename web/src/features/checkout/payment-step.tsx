import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paymentBasketOf, paymentMethodRules, paymentMethodsFor } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { ChoiceFieldset } from '../../components/choice-fieldset';
import { useLanguage } from '../../lib/language-context';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** The page of a financed method's offer: its terms and calculator. */
const offerPages = { leasing: 'leasingOffer', credit: 'creditOffer' } as const;

/**
 * Step 4: the payment methods the basket may be paid with (`paymentMethodsFor`: currency, value,
 * buyer, product kinds, a product delivered on demand); leasing and credit link their offer's page.
 */
export const PaymentStep = ({ state, dispatch, basket, profile }: StepProps) => {
  const id = useId();
  const [missing, setMissing] = useState(false);
  const options = paymentMethodsFor(paymentBasketOf(basket, profile?.accountTypeId ?? null));
  const chosen = options.find((option) => option.id === state.paymentMethodId);
  const language = useLanguage();

  const next = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!chosen);
    if (chosen) dispatch({ type: 'completeStep' });
    else document.getElementById(id)?.focus();
  };

  return (
    <form onSubmit={next} noValidate>
      <ChoiceFieldset
        id={id}
        legend="checkout.payment.choose"
        error={missing && !chosen ? 'checkout.payment.required' : undefined}
      >
        {options.map((option) => (
          <label key={option.method} className="consent">
            <input
              id={option === options[0] ? id : undefined}
              type="radio"
              name="paymentMethod"
              checked={chosen?.id === option.id}
              onChange={() => dispatch({ type: 'choosePaymentMethod', paymentMethodId: option.id })}
            />
            <FormattedMessage id={`payment.method.${option.method}`} />
          </label>
        ))}
        {options.map(({ method }) => {
          const financing = paymentMethodRules[method].financing;
          return (
            financing && (
              <p key={financing} className="form-hint">
                <Link href={pathFor(offerPages[financing], language)} target="_blank" rel="noopener">
                  <FormattedMessage id={`checkout.payment.${financing}Terms`} />
                </Link>
              </p>
            )
          );
        })}
      </ChoiceFieldset>
      <StepActions />
    </form>
  );
};
