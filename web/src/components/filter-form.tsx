import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';

// A list's filters (order history, a partner's customers' orders, invoices, subscriptions, exports):
// labelled selects and date or month fields, applied together. Applying hands the form's values to
// the list, which writes them to its URL or state; the form is keyed by the values it shows, so
// stepping back through the URL shows the filters it holds.

interface Labelled {
  name: string;
  /** Message id of the label. */
  label: string;
  value: string | undefined;
}

export type FilterField =
  | (Labelled & {
      kind: 'select';
      /** Message id of the empty choice ("any status"), when the filter may be left open. */
      any?: string;
      options: readonly { value: string; label: string }[];
    })
  | (Labelled & { kind: 'date' | 'month' });

/** The values applied, by field name; an empty field is left out. */
export type FilterValues = Partial<Record<string, string>>;

export const FilterForm = ({
  label,
  fields,
  apply,
  onApply,
  clear,
}: {
  /** Message ids: the form's accessible name and its apply button. */
  label: string;
  fields: readonly FilterField[];
  apply: string;
  onApply: (values: FilterValues) => void;
  /** A button that clears every filter (message id). */
  clear?: string;
}) => {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(
        fields.flatMap(({ name }) => {
          const value = String(data.get(name) ?? '');
          return value ? [[name, value]] : [];
        }),
      ),
    );
  };
  return (
    <form
      key={JSON.stringify(fields.map((field) => field.value))}
      className="order-filters"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: label })}
    >
      {fields.map((field) => (
        <FilterControl key={field.name} id={`${id}-${field.name}`} field={field} />
      ))}
      <Button type="submit" variant="secondary">
        <FormattedMessage id={apply} />
      </Button>
      {clear && (
        <Button variant="secondary" onClick={() => onApply({})}>
          <FormattedMessage id={clear} />
        </Button>
      )}
    </form>
  );
};

const FilterControl = ({ id, field }: { id: string; field: FilterField }) => {
  const intl = useIntl();
  return (
    <>
      <label htmlFor={id}>
        <FormattedMessage id={field.label} />
      </label>
      {field.kind === 'select' ? (
        <select id={id} name={field.name} defaultValue={field.value ?? ''}>
          {field.any && <option value="">{intl.formatMessage({ id: field.any })}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={field.name} type={field.kind} defaultValue={field.value ?? ''} />
      )}
    </>
  );
};
