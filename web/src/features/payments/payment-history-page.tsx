import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import type { PaymentHistoryEntry } from '#shared/payments/payment-view';
import { BreakableText } from '../../components/breakable-text';
import { type DataColumn, DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPage } from '../../components/error-page';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { usePaymentHistory } from './api/payment-history-api';

const columns: readonly DataColumn[] = [
  { label: 'payments.history.paymentTitle' },
  { label: 'payments.history.date' },
  { label: 'payments.history.source' },
  { label: 'payments.history.amount', numeric: true },
  { label: 'payments.history.invoices' },
];

const HistoryRows = ({ entries }: { entries: PaymentHistoryEntry[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <DataTable
      labelledBy="payment-history-title"
      className="payment-history"
      wide
      columns={columns}
      rows={entries.map((entry) => ({
        key: `${entry.date}:${entry.title}`,
        cells: [
          <BreakableText key="title" text={entry.title} />,
          intl.formatDate(entry.date, { dateStyle: 'medium', timeStyle: 'short' }),
          <FormattedMessage key="source" id={`payments.source.${entry.source}`} />,
          formatMoney({ amount: entry.amount, currency: entry.currency }, language),
          entry.invoices.length > 0 ? entry.invoices.join(', ') : '–',
        ],
      }))}
    />
  );
};

/**
 * `/ustawienia-konta/historia-platnosci/` (spec sections 2 and 3): the customer's booked payments
 * newest first (date, title, source, amount, assigned invoices), ten at a time with "show more"
 * following the API's cursor, or the empty state.
 */
export const PaymentHistoryPage = () => {
  const intl = useIntl();
  const { data: pages, error, size, setSize, isValidating } = usePaymentHistory();
  const title = intl.formatMessage({ id: 'payments.history.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  if (error && !pages) return <ErrorPage />;
  const entries = pages?.flatMap((page) => page.entries) ?? [];
  const more = Boolean(pages?.at(-1)?.cursor);
  return (
    <section className="account-page">
      <h1 id="payment-history-title">{title}</h1>
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : entries.length === 0 ? (
        <EmptyState className="payment-history__empty" message="payments.history.empty" />
      ) : (
        <HistoryRows entries={entries} />
      )}
      {more && (
        <ShowMoreButton
          label="payments.history.more"
          loading={isValidating}
          onClick={() => void setSize(size + 1)}
        />
      )}
    </section>
  );
};
