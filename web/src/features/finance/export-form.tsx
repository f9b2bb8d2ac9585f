import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayOf } from '#shared/reports/export-period';
import { exportRangeSchema } from '#shared/reports/export-requests';
import { CheckboxField, FormFooter } from '../../components/fields';
import { type SchemaForm, useSchemaForm } from '../../lib/form/use-schema-form';
import { startExport } from './api/exports-api';

type RangeValues = { from: string; to: string; decimalComma: boolean };

/** A day input of the form, its error tied to it as the design system's fields do. */
const DayField = ({
  form,
  name,
  label,
}: {
  form: SchemaForm<RangeValues>;
  name: 'from' | 'to';
  label: string;
}) => {
  const intl = useIntl();
  const id = form.idFor(name);
  const error = form.errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name={name}
        type="date"
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {intl.formatMessage({ id: `field.${error}` })}
        </p>
      )}
    </div>
  );
};

/**
 * The on-demand export: any range of whole UTC days up to today (a year at most), amounts with a
 * decimal comma if asked; the API's field errors shown by their fields.
 */
export const ExportForm = ({ onStarted }: { onStarted: (id: string) => void }) => {
  const intl = useIntl();
  const today = dayOf(new Date());
  const schema = useMemo(() => exportRangeSchema(today), [today]);
  const initial: RangeValues = { from: today, to: today, decimalComma: false };
  const form = useSchemaForm(schema, initial, async (range) => {
    onStarted((await startExport(range)).id);
  });
  return (
    <form
      className="finance-form"
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-label={intl.formatMessage({ id: 'finance.newExport' })}
    >
      <h2>
        <FormattedMessage id="finance.newExport" />
      </h2>
      <DayField form={form} name="from" label="finance.from" />
      <DayField form={form} name="to" label="finance.to" />
      <CheckboxField form={form} name="decimalComma">
        <FormattedMessage id="finance.decimalComma" />
      </CheckboxField>
      <FormFooter form={form} submit="finance.start" />
    </form>
  );
};
