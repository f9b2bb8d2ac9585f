import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportKinds } from '#shared/reports/export-period';
import type { ExportView } from '#shared/reports/export-view';
import { type DataColumn, type DataRow, DataTable } from '../../components/data-table';
import { ErrorPage } from '../../components/error-page';
import { FilterForm } from '../../components/filter-form';
import { NoAccessPage } from '../../components/no-access-page';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useProfile } from '../../lib/session/profile-store';
import { type ExportFilter, useExports } from './api/exports-api';
import { ExportFiles, useSize } from './export-files';
import { ExportForm } from './export-form';
import { ExportProgressPanel } from './export-progress';
import { ExportStatus } from './export-status';

/** The staff group whose token may list and download exports (functions/reports/README.md). */
export const financeGroup = 'finance';

const columns: readonly DataColumn[] = [
  { label: 'finance.period' },
  { label: 'finance.kind' },
  { label: 'finance.statusHead' },
  { label: 'finance.size', numeric: true },
  { label: 'finance.files' },
];

/** The list's kind and months; applying them reads the list anew. */
const ExportFilterForm = ({
  filter,
  onApply,
}: {
  filter: ExportFilter;
  onApply: (filter: ExportFilter) => void;
}) => {
  const intl = useIntl();
  return (
    <FilterForm
      label="finance.filters"
      apply="finance.apply"
      fields={[
        {
          kind: 'select',
          name: 'kind',
          label: 'finance.kind',
          value: filter.kind,
          options: exportKinds.map((kind) => ({
            value: kind,
            label: intl.formatMessage({ id: `finance.kindName.${kind}` }),
          })),
        },
        { kind: 'month', name: 'from', label: 'finance.fromMonth', value: filter.from },
        { kind: 'month', name: 'to', label: 'finance.toMonth', value: filter.to },
      ]}
      onApply={({ kind, from = '', to = '' }) =>
        onApply({ kind: exportKinds.find((known) => known === kind) ?? 'daily', from, to })
      }
    />
  );
};

/** An export as a row of the list: its period, kind, status (a failed one's reason), size and files. */
const useExportRow = () => {
  const intl = useIntl();
  const size = useSize();
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  return (view: ExportView): DataRow => ({
    key: view.id,
    data: { 'data-export': view.id, 'data-status': view.status },
    cells: [
      view.from === view.to ? day(view.from) : `${day(view.from)} – ${day(view.to)}`,
      <FormattedMessage key="kind" id={`finance.kindName.${view.kind}`} />,
      <>
        <ExportStatus status={view.status} />
        {view.status === 'failed' && view.failure && (
          <small className="finance-failure">
            <FormattedMessage id="finance.failure" values={{ reason: view.failure }} />
          </small>
        )}
      </>,
      view.size === undefined ? '–' : size(view.size),
      view.status === 'done' ? <ExportFiles key="files" view={view} /> : '–',
    ],
  });
};

const ExportList = ({ filter }: { filter: ExportFilter }) => {
  const { data: pages, error, size, setSize, isValidating, mutate } = useExports(filter);
  const rowOf = useExportRow();
  if (error && !pages) return <ErrorPage onRetry={() => void mutate()} />;
  if (!pages) return <p aria-busy="true" className="loading" />;
  const exports = pages.flatMap((page) => page.exports);
  const more = Boolean(pages.at(-1)?.cursor);
  return (
    <>
      {exports.length === 0 ? (
        <p className="finance-empty">
          <FormattedMessage id="finance.empty" />
        </p>
      ) : (
        <DataTable labelledBy="finance-list" columns={columns} rows={exports.map(rowOf)} />
      )}
      {more && (
        <ShowMoreButton label="finance.more" loading={isValidating} onClick={() => void setSize(size + 1)} />
      )}
    </>
  );
};

const FinanceExports = () => {
  const intl = useIntl();
  const [filter, setFilter] = useState<ExportFilter>({ kind: 'range', from: '', to: '' });
  const [started, setStarted] = useState<string>();
  const [listKey, setListKey] = useState(0);
  const title = intl.formatMessage({ id: 'finance.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  return (
    <section className="account-page finance-page">
      <h1>{title}</h1>
      <ExportForm onStarted={setStarted} />
      {started && (
        <ExportProgressPanel key={started} id={started} onFinished={() => setListKey((key) => key + 1)} />
      )}
      <h2 id="finance-list">
        <FormattedMessage id="finance.list" />
      </h2>
      <ExportFilterForm filter={filter} onApply={setFilter} />
      <ExportList key={`${filter.kind}-${filter.from}-${filter.to}-${listKey}`} filter={filter} />
    </section>
  );
};

/**
 * `/finanse/eksporty/`: the finance staff's exports. The on-demand form and the
 * started export's live progress; the list by kind and the months the periods start in, with status,
 * size, a done export's files to download and a failed one's reason, "show more" page by page. A
 * signed-in user outside the finance group (the token's `cognito:groups`) sees the no-access page.
 */
export const FinanceExportsPage = () => {
  const profile = useProfile();
  return profile?.groups.includes(financeGroup) ? <FinanceExports /> : <NoAccessPage />;
};
