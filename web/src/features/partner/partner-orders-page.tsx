import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { formatMoney } from '#shared/money';
import type { PartnerOrderView } from '#shared/partners/partner-order';
import { ColumnHeads } from '../../components/column-heads';
import { ErrorPage } from '../../components/error-page';
import { HistoryFilterForm } from '../../components/history-filter-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { useLanguage } from '../../lib/language-context';
import { filtersOfSearch, searchOfFilters } from '../../lib/orders/history-filters';
import { usePartnerOrders } from './api/partner-api';

const columns = [
  'orders.history.number',
  'orders.history.date',
  'partner.orders.customer',
  'partner.orders.products',
  'orders.history.status',
  'partner.orders.net',
];

const OrderRow = ({ order }: { order: PartnerOrderView }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <tr data-order={order.id}>
      <th scope="row">{order.number}</th>
      <td>{intl.formatDate(order.createdAt, { dateStyle: 'medium' })}</td>
      <td data-customer>{order.customer}</td>
      <td>
        {order.lines.map((line) => (
          <span key={line.productId} className="partner-order-line">
            {line.quantity} × {line.name}
          </span>
        ))}
      </td>
      <td>
        <FormattedMessage id={`orders.statusName.${order.status}`} />
      </td>
      <td>{formatMoney({ amount: order.net, currency: order.currency }, language)}</td>
    </tr>
  );
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
        <table className="order-history partner-orders">
          <ColumnHeads ids={columns} />
          <tbody>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
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
