import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExportView } from '#shared/reports/export-view';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { messageIdOf } from '../../lib/api-client';
import { exportFileLink } from './api/exports-api';
import { sizeInUnit } from './export-size';

/** A size as the page's language writes it (e.g. "1,5 kB"). */
export const useSize = () => {
  const intl = useIntl();
  return (bytes: number) => {
    const { value, unit } = sizeInUnit(bytes);
    return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  };
};

/**
 * A done export's files (name, rows, size), each downloaded through a presigned link the API gives
 * for a few minutes: asked for on the click, then opened.
 */
export const ExportFiles = ({ view }: { view: ExportView }) => {
  const intl = useIntl();
  const size = useSize();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const download = async (name: string) => {
    setBusy(name);
    setFailure(undefined);
    try {
      window.location.assign((await exportFileLink(view.id, name)).url);
    } catch (caught) {
      setFailure(messageIdOf(caught));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <ul className="finance-files">
        {view.files.map((file) => (
          <li key={file.name} data-file={file.name}>
            <span className="finance-files__name">{file.name}</span>{' '}
            <small>
              <FormattedMessage id="finance.fileRows" values={{ rows: file.rows }} /> · {size(file.bytes)}
            </small>{' '}
            <Button
              variant="secondary"
              busy={busy === file.name}
              onClick={() => void download(file.name)}
              aria-label={intl.formatMessage({ id: 'finance.downloadFile' }, { name: file.name })}
            >
              <FormattedMessage id="finance.download" />
            </Button>
          </li>
        ))}
      </ul>
      <AlertMessage id={failure} />
    </>
  );
};
