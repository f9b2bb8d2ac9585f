import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A group of choices (radio buttons) with its legend and, when nothing fit was chosen, its error tied to it. */
export const ChoiceFieldset = ({
  id,
  legend,
  error,
  children,
}: {
  /** The first choice's id (focused on error); the error's id is `${id}-error`. */
  id: string;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) => (
  <fieldset aria-describedby={error ? `${id}-error` : undefined}>
    <legend>
      <FormattedMessage id={legend} />
    </legend>
    {children}
    {error && (
      <p id={`${id}-error`} className="field-error">
        <FormattedMessage id={error} />
      </p>
    )}
  </fieldset>
);
