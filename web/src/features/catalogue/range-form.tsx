import { type FormEvent, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button';

/** A bound as the form shows it: its value, and the results' own bound as the placeholder. */
export interface ShownBound {
  value: number | undefined;
  placeholder: string | undefined;
}

const Bound = ({
  id,
  name,
  label,
  step,
  bound,
}: {
  id: string;
  name: 'min' | 'max';
  label: string;
  step: string;
  bound: ShownBound;
}) => (
  <>
    <label htmlFor={id}>
      <FormattedMessage id={label} />
    </label>
    <input
      id={id}
      name={name}
      type="number"
      step={step}
      inputMode="decimal"
      defaultValue={bound.value}
      placeholder={bound.placeholder}
    />
  </>
);

/** A typed bound: a finite number, or nothing for an empty field. */
const boundOf = (value: FormDataEntryValue | null): number | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/**
 * Two number fields, from and to, and an apply button (the range filter of the price and
 * every numeric attribute). `onApply` gets the typed bounds as numbers (an empty field: none); `key`
 * resets the fields when the URL's range changes.
 */
export const RangeForm = ({
  className,
  legend,
  step,
  min,
  max,
  onApply,
  children,
}: {
  className: string;
  legend: ReactNode;
  step: string;
  min: ShownBound;
  max: ShownBound;
  onApply: (bounds: { min: number | undefined; max: number | undefined }) => void;
  children?: ReactNode;
}) => {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({ min: boundOf(form.get('min')), max: boundOf(form.get('max')) });
  };
  return (
    <form className={`facet ${className}`} onSubmit={submit}>
      <fieldset>
        <legend>{legend}</legend>
        <Bound id={`${id}-min`} name="min" label="listing.price.from" step={step} bound={min} />
        <Bound id={`${id}-max`} name="max" label="listing.price.to" step={step} bound={max} />
        <Button type="submit" variant="secondary">
          <FormattedMessage id="listing.price.apply" />
        </Button>
        {children}
      </fieldset>
    </form>
  );
};
