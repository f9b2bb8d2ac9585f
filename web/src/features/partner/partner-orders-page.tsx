import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { formatMoney } from '#shared/money';
import type { PartnerOrderView } from '#shared/partners/partner-order';
import { type DataColumn, type DataRow, DataTable } from '../../components/data-table';
import { ErrorPage } from '../../components/error-page';
import { HistoryFilterForm } from '../../components/history-filter-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { useLanguage } from '../../lib/language-context';
import { filtersOfSearch, searchOfFilters } from '../../lib/orders/history-filters';
import { usePartnerOrders } from './api/partner-api';

const columns: readonly DataColumn[] = [
  { label: 'orders.history.number' },
  { label: 'orders.history.date' },
  { label: 'partner.orders.customer' },
  { label: 'partner.orders.products' },
  { label: 'orders.history.status' },
  { label: 'partner.orders.net', numeric: true },
];

/** An order as a row: number, date, customer, lines, status and the partner's net. */
const useOrderRow = () => {
  const intl = useIntl();
  const language = useLanguage();
  return (order: PartnerOrderView): DataRow => ({
    key: order.id,
    data: { 'data-order': order.id },
    cells: [
      order.number,
      intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
      <span key="customer" data-customer>
        {order.customer}
      </span>,
      order.lines.map((line) => (
        <span key={line.productId} className="partner-order-line">
          {line.quantity} × {line.name}
        </span>
      )),
      <FormattedMessage key="status" id={`orders.statusName.${order.status}`} />,
      formatMoney({ amount: order.net, currency: order.currency }, language),
    ],
  });
};

/**
 * `/partner/zamowienia-klientow/`: the orders of the customers the partner brought, newest first, with
 * only what a partner may see (`shared/partners/partner-order.ts`); the status and date filters in the
 * URL, ten at a time with "show more".
 */
export const PartnerOrdersPage = () => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const { data: pages, error, size, setSize, isValidating, mutate } = usePartnerOrders(filters);
  const rowOf = useOrderRow();
  if (error && !pages) return <ErrorPage onRetry={() => void mutate()} />;
  const orders = pages?.flatMap((page) => page.orders) ?? [];
  const more = Boolean(pages?.at(-1)?.cursor);
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <p>
        <FormattedMessage id="partner.orders.lead" />
      </p>
      <HistoryFilterForm filters={filters} onApply={(next) => navigate(`${path}${searchOfFilters(next)}`)} />
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : orders.length === 0 ? (
        <p className="partner-empty">
          <FormattedMessage id={filtered ? 'orders.history.noneFiltered' : 'partner.orders.empty'} />
        </p>
      ) : (
        <DataTable labelledBy="partner-heading" columns={columns} rows={orders.map(rowOf)} wide />
      )}
      {more && (
        <ShowMoreButton
          label="orders.history.more"
          loading={isValidating}
          onClick={() => void setSize(size + 1)}
        />
      )}
    </>
  );
};
