import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMoney } from '#shared/money';
import type { OrderView } from '#shared/orders/order-view';
import { pathFor } from '#shared/routes';
import { type DataColumn, DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPage } from '../../components/error-page';
import { HistoryFilterForm } from '../../components/history-filter-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { filtersOfSearch, searchOfFilters } from '../../lib/orders/history-filters';
import { useOrderHistory } from './api/order-history-api';

const columns: readonly DataColumn[] = [
  { label: 'orders.history.number' },
  { label: 'orders.history.date' },
  { label: 'orders.history.status' },
  { label: 'orders.history.total', numeric: true },
];

const OrderRows = ({ orders }: { orders: OrderView[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <DataTable
      labelledBy="order-history-title"
      className="order-history"
      columns={columns}
      rows={orders.map((order) => ({
        key: order.id,
        cells: [
          <Link key="number" href={pathFor('accountOrderDetails', language, { realizationId: order.id })}>
            {order.number}
          </Link>,
          intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
          <FormattedMessage key="status" id={`orders.statusName.${order.status}`} />,
          formatMoney({ amount: order.totals.total.gross, currency: order.currency }, language),
        ],
      }))}
    />
  );
};

/**
 * `/ustawienia-konta/historia-zamowien/` (spec section 2): the customer's orders newest first, the
 * status and date filters kept in the URL, ten at a time with "show more" following the API's cursor.
 */
export const OrderHistoryPage = () => {
  const intl = useIntl();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const { data: pages, error, size, setSize, isValidating } = useOrderHistory(filters);
  const title = intl.formatMessage({ id: 'orders.history.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  if (error && !pages) return <ErrorPage />;
  const orders = pages?.flatMap((page) => page.orders) ?? [];
  const more = Boolean(pages?.at(-1)?.cursor);
  const filtered = Object.keys(filters).length > 0;
  return (
    <section className="account-page">
      <h1 id="order-history-title">{title}</h1>
      <HistoryFilterForm filters={filters} onApply={(next) => navigate(`${path}${searchOfFilters(next)}`)} />
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : orders.length === 0 ? (
        <EmptyState
          className="order-history__empty"
          message={filtered ? 'orders.history.noneFiltered' : 'orders.history.empty'}
        />
      ) : (
        <OrderRows orders={orders} />
      )}
      {more && (
        <ShowMoreButton
          label="orders.history.more"
          loading={isValidating}
          onClick={() => void setSize(size + 1)}
        />
      )}
    </section>
  );
};
