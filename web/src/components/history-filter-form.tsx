import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type OrderStatus, orderStatuses } from '#shared/orders/order-states';
import type { HistoryFilters } from '../lib/orders/order-list-path';
import { Button } from './button';

/** An order list's status and date filters (the customer's history, the partner's customers' orders); applying them writes them to the URL. */
export const HistoryFilterForm = ({
  filters,
  onApply,
}: {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '') || undefined;
    const status = value('status') as OrderStatus | undefined;
    const from = value('from');
    const to = value('to');
    onApply({ ...(status && { status }), ...(from && { from }), ...(to && { to }) });
  };
  // Keyed by the filters, so stepping back through the URL shows the filters it holds.
  return (
    <form
      key={JSON.stringify(filters)}
      className="order-filters"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'orders.history.filters' })}
    >
      <label htmlFor={`${id}-status`}>
        <FormattedMessage id="orders.history.status" />
      </label>
      <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''}>
        <option value="">{intl.formatMessage({ id: 'orders.history.anyStatus' })}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: `orders.statusName.${status}` })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-from`}>
        <FormattedMessage id="orders.history.from" />
      </label>
      <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ''} />
      <label htmlFor={`${id}-to`}>
        <FormattedMessage id="orders.history.to" />
      </label>
      <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ''} />
      <Button type="submit">
        <FormattedMessage id="orders.history.apply" />
      </Button>
      <Button variant="secondary" onClick={() => onApply({})}>
        <FormattedMessage id="orders.history.clear" />
      </Button>
    </form>
  );
};
