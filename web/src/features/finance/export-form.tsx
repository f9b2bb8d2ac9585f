import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayOf } from '#shared/reports/export-period';
import { exportRangeSchema } from '#shared/reports/export-requests';
import { CheckboxField, FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { startExport } from './api/exports-api';

type RangeValues = { from: string; to: string; decimalComma: boolean };

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
      <TextField form={form} name="from" label="finance.from" type="date" />
      <TextField form={form} name="to" label="finance.to" type="date" />
      <CheckboxField form={form} name="decimalComma">
        <FormattedMessage id="finance.decimalComma" />
      </CheckboxField>
      <FormFooter form={form} submit="finance.start" />
    </form>
  );
};
