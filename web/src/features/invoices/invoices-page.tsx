import { Fragment, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import type { Language } from '#shared/locale';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { ActionMenu, type ActionMenuItem } from '../../components/action-menu';
import { AlertMessage } from '../../components/alert-message';
import { Badge, type BadgeTone } from '../../components/badge';
import { type DataColumn, type DataRow, DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPage } from '../../components/error-page';
import { ShowMoreButton } from '../../components/show-more-button';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { invoiceDownload, useInvoices } from './api/invoices-api';
import { searchOfStatus, statusOfSearch } from './invoice-filter';
import { InvoiceStatusFilter } from './invoice-status-filter';

const columns: readonly DataColumn[] = [
  { label: 'invoices.number' },
  { label: 'invoices.issuedAt' },
  { label: 'invoices.dueDate' },
  { label: 'invoices.gross', numeric: true },
  { label: 'invoices.status' },
  { label: 'actions.label', actions: true },
];

/** Unpaid: it has its payment link (`/platnosc/{guid}`). */
const unpaid = 2;
/** The badge's colour per invoice status (1 cancelled, 2 unpaid, 3 paid, 4 overpaid). */
const statusTones: Record<number, BadgeTone> = { 2: 'warning', 3: 'success', 4: 'success' };

/** An invoice's row: its number (with the one a KOR corrects, the KSeF number, its order), dates, gross, status, actions. */
const invoiceRow = (
  intl: IntlShape,
  language: Language,
  invoice: InvoiceListEntry,
  downloading: boolean,
  onDownload: () => void,
): DataRow => {
  const day = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
  const order = pathFor('accountOrderDetails', language, { realizationId: invoice.orderId });
  const items: ActionMenuItem[] = [
    {
      key: 'download',
      label: <FormattedMessage id="invoices.downloadPdf" />,
      disabled: downloading,
      onSelect: onDownload,
    },
    ...(invoice.status === unpaid && invoice.amountToPay > 0
      ? [
          {
            key: 'pay',
            label: <FormattedMessage id="invoices.pay" />,
            href: pathFor('payment', language, { invoiceGuid: invoice.guid }),
          },
        ]
      : []),
    { key: 'order', label: <FormattedMessage id="invoices.openOrder" />, href: order },
  ];
  return {
    key: invoice.invoiceId,
    data: { 'data-invoice': invoice.invoiceId, 'data-status': invoice.status },
    cells: [
      <Fragment key="number">
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
        <small>
          <Link href={order}>
            <FormattedMessage id="invoices.ofOrder" values={{ number: invoice.orderNumber }} />
          </Link>
        </small>
      </Fragment>,
      day(invoice.issuedAt),
      day(invoice.dueDate),
      formatMoney({ amount: invoice.gross, currency: invoice.currency }, language),
      <Badge key="status" tone={statusTones[invoice.status] ?? 'neutral'} data-status={invoice.status}>
        <FormattedMessage id={`invoices.statusName.${invoice.status}`} />
      </Badge>,
      <ActionMenu
        key="actions"
        label={<FormattedMessage id="actions.label" />}
        name={intl.formatMessage({ id: 'invoices.actionsOf' }, { number: invoice.number })}
        items={items}
      />,
    ],
  };
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
  const language = useLanguage();
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
      <h1 id="invoices-title">{title}</h1>
      <InvoiceStatusFilter status={status} onApply={(next) => navigate(`${path}${searchOfStatus(next)}`)} />
      <AlertMessage id={failure} />
      {!pages ? (
        <p aria-busy="true" className="loading" />
      ) : invoices.length === 0 ? (
        <EmptyState
          className="invoices__empty"
          message={status === undefined ? 'invoices.empty' : 'invoices.noneFiltered'}
        />
      ) : (
        <DataTable
          labelledBy="invoices-title"
          className="invoices"
          wide
          columns={columns}
          rows={invoices.map((invoice) =>
            invoiceRow(
              intl,
              language,
              invoice,
              downloading === invoice.invoiceId,
              () => void download(invoice.invoiceId),
            ),
          )}
        />
      )}
      {more && (
        <ShowMoreButton label="invoices.more" loading={isValidating} onClick={() => void setSize(size + 1)} />
      )}
    </section>
  );
};
