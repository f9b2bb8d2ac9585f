import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderProgress } from '#shared/orders/order-progress';
import { progressSteps } from './progress-steps';

/**
 * Spec section 4's order progress as an ordered list of steps: each names its step and value, says
 * its state in words (hidden, for screen readers; the colour only repeats it), and the step under way
 * carries `aria-current="step"`.
 */
export const ProgressStepper = ({ progress }: { progress: OrderProgress }) => {
  const intl = useIntl();
  return (
    <ol className="order-progress" aria-label={intl.formatMessage({ id: 'orders.progress.title' })}>
      {progressSteps(progress).map(({ step, label, state }) => (
        <li
          key={step}
          className={`order-progress__step order-progress__step--${state}`}
          aria-current={state === 'active' ? 'step' : undefined}
          data-step={step}
          data-state={state}
        >
          <span className="order-progress__name">
            <FormattedMessage id={`orders.step.${step}`} />
          </span>
          <span className="order-progress__value">
            <FormattedMessage id={label} />
          </span>
          <span className="visually-hidden">
            <FormattedMessage id={`orders.stepState.${state}`} />
          </span>
        </li>
      ))}
    </ol>
  );
};
