import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button';

/** A step's "next" button (a submit of the step's form) under the step's fields. */
export const StepActions = ({ label = 'checkout.next' }: { label?: string }) => (
  <div className="form-actions">
    <Button type="submit">
      <FormattedMessage id={label} />
    </Button>
  </div>
);
