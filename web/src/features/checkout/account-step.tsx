import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { checkoutAccountTypes } from '#shared/orders/place-order-input';
import { pathFor } from '#shared/routes';
import { ChoiceFieldset } from '../../components/choice-fieldset';
import { useLanguage } from '../../lib/language-context';
import { basketKinds, checkoutAccountTypeOf, guestMayCheckout } from './checkout-rules';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/**
 * Step 1: who buys. A signed-in customer buys as their account; a visitor chooses to go on as a guest
 * (unless the basket holds products only a signed-in customer may buy) or to sign in or sign up as a
 * private or business customer, coming back to the checkout afterwards.
 */
export const AccountStep = ({ state, dispatch, basket, profile }: StepProps) => {
  const language = useLanguage();
  const errorId = useId();
  const [error, setError] = useState(false);
  const guestAllowed = guestMayCheckout(basketKinds(basket));
  const back = `?return=${encodeURIComponent(pathFor('order', language))}`;
  // The error goes once a way to buy is chosen (one the basket allows).
  const chosen = state.accountType !== null && (state.accountType !== 'guest' || guestAllowed);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const ready = profile !== undefined || (state.accountType === 'guest' && guestAllowed);
    setError(!ready);
    if (ready) dispatch({ type: 'completeStep' });
    else document.getElementById(`${errorId}-choice`)?.focus();
  };

  if (profile) {
    return (
      <form onSubmit={next} noValidate>
        <p>
          <FormattedMessage
            id={`checkout.account.signedIn.${checkoutAccountTypeOf(profile.accountTypeId)}`}
          />
        </p>
        <StepActions />
      </form>
    );
  }
  return (
    <form onSubmit={next} noValidate>
      <ChoiceFieldset
        id={`${errorId}-choice`}
        legend="checkout.account.choose"
        error={error && !chosen ? 'checkout.account.required' : undefined}
      >
        {checkoutAccountTypes.map((type, index) => (
          <label key={type} className="consent">
            <input
              id={index === 0 ? `${errorId}-choice` : undefined}
              type="radio"
              name="accountType"
              checked={state.accountType === type}
              disabled={type === 'guest' && !guestAllowed}
              onChange={() => dispatch({ type: 'chooseAccountType', accountType: type })}
            />
            <FormattedMessage id={`checkout.account.${type}`} />
          </label>
        ))}
        {!guestAllowed && (
          <p className="form-hint">
            <FormattedMessage id="checkout.account.signInRequired" />
          </p>
        )}
      </ChoiceFieldset>
      {(state.accountType === 'private' || state.accountType === 'business') && (
        <p>
          <FormattedMessage
            id="checkout.account.signInOrUp"
            values={{
              signIn: (text) => <Link href={`${pathFor('signIn', language)}${back}`}>{text}</Link>,
              signUp: (text) => <Link href={pathFor('signUp', language)}>{text}</Link>,
            }}
          />
        </p>
      )}
      {state.accountType !== 'private' && state.accountType !== 'business' && <StepActions />}
    </form>
  );
};
