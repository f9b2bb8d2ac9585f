import { FormattedMessage } from 'react-intl';

/** A step's "next" button (a submit of the step's form) under the step's fields. */
export const StepActions = ({ label = 'checkout.next' }: { label?: string }) => (
  <div className="form-actions">
    <button type="submit" className="button">
      <FormattedMessage id={label} />
    </button>
  </div>
);
