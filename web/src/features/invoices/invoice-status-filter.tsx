import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceStatusId } from '#shared/invoices/invoice-list';
import { Button } from '../../components/button';
import { invoiceStatusIds, statusOfSearch } from './invoice-filter';

/** The list's status filter; applying it writes it to the URL. */
export const InvoiceStatusFilter = ({
  status,
  onApply,
}: {
  status: InvoiceStatusId | undefined;
  onApply: (status: InvoiceStatusId | undefined) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('status');
    onApply(statusOfSearch(`?status=${String(chosen ?? '')}`));
  };
  // Keyed by the status, so stepping back through the URL shows the status it holds.
  return (
    <form
      key={status ?? 'any'}
      className="order-filters"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'invoices.filters' })}
    >
      <label htmlFor={`${id}-status`}>
        <FormattedMessage id="invoices.status" />
      </label>
      <select id={`${id}-status`} name="status" defaultValue={status ?? ''}>
        <option value="">{intl.formatMessage({ id: 'invoices.anyStatus' })}</option>
        {invoiceStatusIds.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `invoices.statusName.${option}` })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        <FormattedMessage id="invoices.apply" />
      </Button>
    </form>
  );
};
