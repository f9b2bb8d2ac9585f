import { useIntl } from 'react-intl';
import { orderStatuses } from '#shared/orders/order-states';
import { filtersOfSearch } from '../lib/orders/history-filters';
import type { HistoryFilters } from '../lib/orders/order-list-path';
import { FilterForm } from './filter-form';

/** An order list's status and date filters (the customer's history, the partner's customers' orders). */
export const HistoryFilterForm = ({
  filters,
  onApply,
}: {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
}) => {
  const intl = useIntl();
  return (
    <FilterForm
      label="orders.history.filters"
      apply="orders.history.apply"
      clear="orders.history.clear"
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: 'orders.history.status',
          any: 'orders.history.anyStatus',
          value: filters.status,
          options: orderStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `orders.statusName.${status}` }),
          })),
        },
        { kind: 'date', name: 'from', label: 'orders.history.from', value: filters.from },
        { kind: 'date', name: 'to', label: 'orders.history.to', value: filters.to },
      ]}
      onApply={({ status = '', from = '', to = '' }) =>
        // Read back as the page's URL query is, so a malformed value is dropped the same way.
        onApply(filtersOfSearch(new URLSearchParams({ status, from, to }).toString()))
      }
    />
  );
};
