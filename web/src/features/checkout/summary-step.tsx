import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { placeOrderInputSchema } from '#shared/orders/place-order-input';
import { AlertMessage } from '../../components/alert-message';
import type { BasketScope } from '../../lib/basket/basket-scope';
import { type PlacedOrder, placeOrder } from './api/place-order-api';
import { attemptKeyFor, forgetAttemptKey, mayRetryWithSameKey } from './attempt-key';
import { consentsFor, orderInputOf } from './order-input';
import { OrderRecap } from './order-recap';
import { OrderSummary } from './order-summary';
import { placementFailure } from './placement-failure';
import { StepActions } from './step-actions';
import { schemaErrors, useStepForm } from './step-form';
import type { StepProps } from './step-props';

/**
 * Step 5: the figures, the consents the basket and payment method need (terms and privacy always),
 * and "place order". The whole order is parsed by the shared schema before it is sent with the
 * attempt's Idempotency-Key. A stale basket or short stock reads the basket again: its new figures
 * show here and placing again confirms them; nothing entered is lost.
 */
export const SummaryStep = ({
  state,
  dispatch,
  basket,
  scope,
  onPlaced,
  onBasketChanged,
}: StepProps & {
  scope: BasketScope;
  onPlaced: (order: PlacedOrder) => void;
  onBasketChanged: () => void;
}) => {
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  // The consents' errors go as each is given: the placement's rules over the state as it is now.
  const consentErrors = () =>
    schemaErrors(placeOrderInputSchema, orderInputOf(state, basket)).filter((error) =>
      error.path.startsWith('consents.'),
    );
  const consents = useStepForm({}, () => undefined, consentErrors);
  const needed = consentsFor(state, basket);

  const place = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = orderInputOf(state, basket);
    const errors = schemaErrors(placeOrderInputSchema, input);
    const missingConsents = errors.filter((error) => error.path.startsWith('consents.'));
    consents.report(missingConsents);
    if (errors.length > missingConsents.length) setFailure('checkout.summary.incomplete');
    const parsed = placeOrderInputSchema.safeParse(input);
    if (!parsed.success) return;
    const key = attemptKeyFor(window.sessionStorage, basket.version);
    setSending(true);
    try {
      const order = await placeOrder(scope, parsed.data, key);
      forgetAttemptKey(window.sessionStorage);
      onPlaced(order);
    } catch (error) {
      if (!mayRetryWithSameKey(error)) forgetAttemptKey(window.sessionStorage);
      const { messageId, readBasketAgain } = placementFailure(error);
      setFailure(messageId);
      if (readBasketAgain) onBasketChanged();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={place} noValidate>
      <OrderRecap state={state} dispatch={dispatch} />
      <OrderSummary basket={basket} method={state.shipping.method} />
      <fieldset>
        <legend>
          <FormattedMessage id="checkout.summary.consents" />
        </legend>
        {needed.map((consent) => {
          const id = consents.idFor(`consents.${consent}`);
          const error = consents.errors[`consents.${consent}`];
          return (
            <div key={consent} className="form-field">
              <label className="consent">
                <input
                  id={id}
                  type="checkbox"
                  checked={state.agreements[consent]}
                  onChange={(event) =>
                    dispatch({ type: 'setAgreement', consent, given: event.target.checked })
                  }
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <FormattedMessage id={`order.consent.${consent}`} />
              </label>
              {error && (
                <p id={`${id}-error`} className="field-error">
                  <FormattedMessage id={`field.${error}`} />
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <AlertMessage id={failure} />
      <fieldset className="checkout-place" disabled={sending}>
        <StepActions label="checkout.place" />
      </fieldset>
    </form>
  );
};
