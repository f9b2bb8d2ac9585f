import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A control of the service pages with its label above it (`.form-field`), and what follows it. */
export const LabelledField = ({
  id,
  label,
  values,
  children,
}: {
  id: string;
  /** The label's message id, with its values. */
  label: string;
  values?: Record<string, string>;
  children: ReactNode;
}) => (
  <div className="form-field">
    <label htmlFor={id}>
      <FormattedMessage id={label} values={values} />
    </label>
    {children}
  </div>
);
