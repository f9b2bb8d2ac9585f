import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { AlertMessage } from '../../components/alert-message';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { ErrorPage } from '../../components/error-page';
import { ShowMoreButton } from '../../components/show-more-button';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { invoiceDownload, useInvoices } from './api/invoices-api';
import { searchOfStatus, statusOfSearch } from './invoice-filter';
import { InvoiceStatusFilter } from './invoice-status-filter';

const columns = [
  'invoices.number',
  'invoices.issuedAt',
  'invoices.order',
  'invoices.dueDate',
  'invoices.gross',
  'invoices.status',
  'invoices.actions',
];

/** Unpaid: it has its payment link (`/platnosc/{guid}`). */
const unpaid = 2;
/** The badge's colour per invoice status (1 cancelled, 2 unpaid, 3 paid, 4 overpaid). */
const statusTones: Record<number, BadgeTone> = { 2: 'warning', 3: 'success', 4: 'success' };

const InvoiceRow = ({
  invoice,
  busy,
  onDownload,
}: {
  invoice: InvoiceListEntry;
  busy: boolean;
  onDownload: () => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const day = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <tr data-invoice={invoice.invoiceId} data-status={invoice.status}>
      <th scope="row">
        {invoice.number}
        {invoice.corrects && (
          <small className="invoices__corrects">
            <FormattedMessage id="invoices.corrects" values={{ number: invoice.corrects }} />
          </small>
        )}
        {invoice.ksefNumber && (
          <small className="invoices__ksef">
            <FormattedMessage id="invoices.ksefNumber" values={{ number: invoice.ksefNumber }} />
          </small>
        )}
      </th>
      <td>{day(invoice.issuedAt)}</td>
      <td>
        <Link href={pathFor('accountOrderDetails', language, { realizationId: invoice.orderId })}>
          {invoice.orderNumber}
        </Link>
      </td>
      <td>{day(invoice.dueDate)}</td>
      <td>{formatMoney({ amount: invoice.gross, currency: invoice.currency }, language)}</td>
      <td>
        <Badge tone={statusTones[invoice.status] ?? 'neutral'} data-status={invoice.status}>
          <FormattedMessage id={`invoices.statusName.${invoice.status}`} />
        </Badge>
      </td>
      <td className="invoices__actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={onDownload}
          aria-label={intl.formatMessage({ id: 'invoices.downloadOne' }, { number: invoice.number })}
        >
          <FormattedMessage id="invoices.download" />
        </Button>
        {invoice.status === unpaid && invoice.amountToPay > 0 && (
          <Link className="button" href={pathFor('payment', language, { invoiceGuid: invoice.guid })}>
            <FormattedMessage id="invoices.pay" />
          </Link>
        )}
      </td>
    </tr>
  );
};

/**
 * `/ustawienia-konta/faktury/` (spec sections 2, 3, 8): the customer's invoices newest
 * first (number, with the invoice a KOR corrects and the KSeF number; issue date; order; payment date;
 * gross; status), the status filter kept in the URL, ten at a time with "show more", download through
 * a short-lived link (a PDF not ready yet or a failure says "invoice download failed"), an unpaid
 * invoice's payment link, and the empty states for no invoices and none matching the filter.
 */
export const InvoicesPage = () => {
  const intl = useIntl();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const status = useMemo(() => statusOfSearch(search), [search]);
  const { data: pages, error, size, setSize, isValidating } = useInvoices(status);
  const [downloading, setDownloading] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const title = intl.formatMessage({ id: 'invoices.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  const download = async (invoiceId: string) => {
    setDownloading(invoiceId);
    setFailure(undefined);
    try {
      window.location.assign((await invoiceDownload(invoiceId)).url);
    } catch (caught) {
      const id = messageIdOf(caught);
      setFailure(id === 'error.internal_error' ? 'error.invoice_download_failed' : id);
    } finally {
      setDownloading(undefined);
    }
  };

  if (error && !pages) return <ErrorPage />;
  const invoices = pages?.flatMap((page) => page.invoices) ?? [];
  const more = Boolean(pages?.at(-1)?.cursor);
  return (
    <section className="account-page">
      <h1>{title}</h1>
      <InvoiceStatusFilter status={status} onApply={(next) => navigate(`${path}${searchOfStatus(next)}`)} />
      <AlertMessage id={failure} />
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : invoices.length === 0 ? (
        <p className="invoices__empty">
          <FormattedMessage id={status === undefined ? 'invoices.empty' : 'invoices.noneFiltered'} />
        </p>
      ) : (
        <table className="invoices">
          <ColumnHeads ids={columns} />
          <tbody>
            {invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.invoiceId}
                invoice={invoice}
                busy={downloading === invoice.invoiceId}
                onDownload={() => void download(invoice.invoiceId)}
              />
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <ShowMoreButton label="invoices.more" loading={isValidating} onClick={() => void setSize(size + 1)} />
      )}
    </section>
  );
};
