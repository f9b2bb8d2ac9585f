import { useIntl } from 'react-intl';
import type { InvoiceStatusId } from '#shared/invoices/invoice-list';
import { FilterForm } from '../../components/filter-form';
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
  return (
    <FilterForm
      label="invoices.filters"
      apply="invoices.apply"
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: 'invoices.status',
          any: 'invoices.anyStatus',
          value: status === undefined ? undefined : String(status),
          options: invoiceStatusIds.map((option) => ({
            value: String(option),
            label: intl.formatMessage({ id: `invoices.statusName.${option}` }),
          })),
        },
      ]}
      onApply={({ status: chosen = '' }) => onApply(statusOfSearch(`?status=${chosen}`))}
    />
  );
};
