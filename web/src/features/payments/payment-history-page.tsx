import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import type { PaymentHistoryEntry } from '#shared/payments/payment-view';
import { ColumnHeads } from '../../components/column-heads';
import { ErrorPage } from '../../components/error-page';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { usePaymentHistory } from './api/payment-history-api';

const columns = [
  'payments.history.date',
  'payments.history.paymentTitle',
  'payments.history.source',
  'payments.history.amount',
  'payments.history.invoices',
];

const HistoryRows = ({ entries }: { entries: PaymentHistoryEntry[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <table className="payment-history">
      <ColumnHeads ids={columns} />
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.date}:${entry.title}`}>
            <td>{intl.formatDate(entry.date, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <th scope="row">{entry.title}</th>
            <td>
              <FormattedMessage id={`payments.source.${entry.source}`} />
            </td>
            <td>{formatMoney({ amount: entry.amount, currency: entry.currency }, language)}</td>
            <td>{entry.invoices.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
      <h1>{title}</h1>
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : entries.length === 0 ? (
        <p className="payment-history__empty">
          <FormattedMessage id="payments.history.empty" />
        </p>
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
