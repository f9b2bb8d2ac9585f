import { FormattedMessage } from 'react-intl';
import {
  checkoutSteps,
  type OrderClientAction,
  type OrderClientState,
} from '#shared/orders/order-client-state';

/** The numbered steps (a row of numbered chips, styles/basket.css): those reached may be gone back to; the current one is marked for assistive tech. */
export const StepList = ({
  state,
  dispatch,
}: {
  state: OrderClientState;
  dispatch: (action: OrderClientAction) => void;
}) => (
  <nav aria-labelledby="checkout-steps">
    <h2 id="checkout-steps" className="visually-hidden">
      <FormattedMessage id="checkout.steps" />
    </h2>
    <ol className="checkout-steps">
      {checkoutSteps.map((step, index) => {
        const number = index + 1;
        const label = (
          <>
            <span className="checkout-steps__number">{number}.</span>{' '}
            <FormattedMessage id={`checkout.step.${step}`} />
          </>
        );
        return (
          <li key={step} aria-current={number === state.currentStep ? 'step' : undefined}>
            {number <= state.reachedStep && number !== state.currentStep ? (
              <button
                type="button"
                className="link-button"
                onClick={() => dispatch({ type: 'goToStep', step: number })}
              >
                {label}
              </button>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
