import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { shippingMethods } from '#shared/basket/shipping';
import { paymentStates } from '#shared/orders/order-payment-states';
import { orderStatuses } from '#shared/orders/order-states';
import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodIds, paymentMethods } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { FilterForm } from '../../components/filter-form';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useOrderCounts, useOrderQueue } from './api/staff-orders-api';
import { BulkSendDialog } from './bulk-send-dialog';
import { OrderQueueTable } from './order-queue-table';
import { filtersOfSearch, type QueueFilters, searchOfFilters } from './queue-filters';
import { StaffNav } from './staff-nav';
import { StaffPagedList } from './staff-paged-list';
import { StaffSearchForm } from './staff-search-form';
import { StatusTabs } from './status-tabs';

const QueueFilterForm = ({
  filters,
  onApply,
}: {
  filters: QueueFilters;
  onApply: (next: QueueFilters) => void;
}) => {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <FilterForm
      label="staff.orders.filters"
      apply="staff.orders.apply"
      clear="staff.orders.clear"
      fields={[
        {
          kind: 'select',
          name: 'payment',
          label: 'staff.orders.payment',
          any: 'staff.orders.any',
          value: filters.payment,
          options: paymentStates.map((state) => ({ value: state, label: label(`staff.payment.${state}`) })),
        },
        {
          kind: 'select',
          name: 'method',
          label: 'staff.orders.method',
          any: 'staff.orders.any',
          value: filters.method,
          options: paymentMethods.map((method) => ({
            value: String(paymentMethodIds[method]),
            label: label(`payment.method.${method}`),
          })),
        },
        {
          kind: 'select',
          name: 'shipping',
          label: 'staff.orders.shipping',
          any: 'staff.orders.any',
          value: filters.shipping,
          options: shippingMethods.map((method) => ({
            value: method,
            label: label(`basket.shipping.${method}`),
          })),
        },
        { kind: 'date', name: 'from', label: 'staff.orders.from', value: filters.from },
        { kind: 'date', name: 'to', label: 'staff.orders.to', value: filters.to },
      ]}
      onApply={(values) =>
        onApply({
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          ...values,
        })
      }
    />
  );
};

/**
 * `/obsluga/zamowienia/`: the operations queue. Status tabs with their counts, the search and the
 * filters, all kept in the URL; twenty orders a page with "show more"; the orders that may be sent
 * can be selected and sent together, each with its tracking number.
 */
export const OrderQueuePage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const queue = useOrderQueue(filters);
  const { data: pages, mutate } = queue;
  const { data: counts, mutate: recount } = useOrderCounts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const title = intl.formatMessage({ id: 'staff.orders.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  const { status: _, ...otherThanStatus } = filters;
  const base = pathFor('staffOrders', language);
  const hrefOf = (next: QueueFilters) => `${base}${searchOfFilters(next)}`;
  const apply = (next: QueueFilters) => {
    setSelected(new Set());
    navigate(hrefOf(next));
  };
  const orders = pages?.flatMap((page) => page.orders) ?? [];
  const chosen = orders.filter((order) => selected.has(order.id));
  const toggle = (order: OrderView, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(order.id);
      else next.delete(order.id);
      return next;
    });

  return (
    <section className="staff-page staff-orders">
      <StaffNav current="staffOrders" />
      <h1>{title}</h1>
      <StatusTabs
        label="staff.orders.tabs"
        all="staff.orders.all"
        statuses={orderStatuses}
        current={filters.status}
        counts={counts}
        tabOf={(status) => `staff.orders.tab.${status}`}
        hrefOf={(status) => hrefOf({ ...otherThanStatus, ...(status ? { status } : {}) })}
      />
      <div className="staff-orders__tools">
        <StaffSearchForm
          id="staff-order-search"
          label="staff.orders.search"
          hint="staff.orders.searchHint"
          phrase={filters.q}
          onSearch={(q) => {
            const { q: _, ...others } = filters;
            apply(q ? { ...others, q } : others);
          }}
        />
        <QueueFilterForm filters={filters} onApply={apply} />
      </div>
      <div className="staff-bulk">
        <span>
          <FormattedMessage id="staff.bulk.selected" values={{ count: chosen.length }} />
        </span>
        <Button disabled={chosen.length === 0} onClick={() => setSending(true)}>
          <FormattedMessage id="staff.bulk.send" />
        </Button>
      </div>
      <StaffPagedList
        list={queue}
        count={orders.length}
        empty={Object.keys(filters).length > 0 ? 'staff.orders.noneFound' : 'staff.orders.none'}
        more="staff.orders.more"
      >
        <OrderQueueTable orders={orders} selected={selected} onToggle={toggle} />
      </StaffPagedList>
      {sending && (
        <BulkSendDialog
          orders={chosen}
          onClose={() => {
            setSending(false);
            setSelected(new Set());
            void mutate();
            void recount();
          }}
        />
      )}
    </section>
  );
};
