import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { paymentBasketOf, paymentMethodsFor } from '#shared/orders/payment-methods';
import { ChoiceFieldset } from '../../components/choice-fieldset';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/**
 * Step 4: the payment methods the basket may be paid with (`paymentMethodsFor`: currency, value,
 * buyer, product kinds, a product delivered on demand).
 */
export const PaymentStep = ({ state, dispatch, basket, profile }: StepProps) => {
  const id = useId();
  const [missing, setMissing] = useState(false);
  const options = paymentMethodsFor(paymentBasketOf(basket, profile?.accountTypeId ?? null));
  const chosen = options.find((option) => option.id === state.paymentMethodId);

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
        error={missing ? 'checkout.payment.required' : undefined}
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
      </ChoiceFieldset>
      <StepActions />
    </form>
  );
};
