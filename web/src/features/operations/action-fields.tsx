import type { InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

// The labelled controls of the staff's action forms (action-form.tsx): a label (a message id) above
// its control, `onValue` given what was typed or chosen. The browser offers nothing to fill in: what a
// member types is read off an order, a parcel or a register, never from her own details.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'>;

export const LabelledInput = ({
  id,
  label,
  onValue,
  ...input
}: InputProps & { id: string; label: string; onValue: (value: string) => void }) => (
  <>
    <label htmlFor={id}>
      <FormattedMessage id={label} />
    </label>
    <input id={id} autoComplete="off" {...input} onChange={(event) => onValue(event.currentTarget.value)} />
  </>
);

/** A choice of `options`, each a value and the text shown for it. */
export const LabelledSelect = <V extends string>({
  id,
  label,
  value,
  options,
  onValue,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onValue: (value: V) => void;
}) => (
  <>
    <label htmlFor={id}>
      <FormattedMessage id={label} />
    </label>
    <select id={id} value={value} onChange={(event) => onValue(event.currentTarget.value as V)}>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  </>
);
