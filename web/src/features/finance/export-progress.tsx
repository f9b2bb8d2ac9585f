import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportTopic } from '#shared/live';
import type { ExportState } from '#shared/reports/export-states';
import type { ExportProgress } from '#shared/reports/export-view';
import { useLiveTopic } from '../../lib/live-topic';
import { currentIdToken } from '../../lib/session/session';
import { useExport } from './api/exports-api';
import { ExportFiles } from './export-files';
import { ExportStatus } from './export-status';

interface LiveProgress extends ExportProgress {
  status: ExportState;
  failure?: string;
}

const isProgress = (data: unknown): data is LiveProgress =>
  typeof data === 'object' && data !== null && 'status' in data && 'daysDone' in data && 'days' in data;

/**
 * The export just started: a progress bar fed by its live topic (`export:<id>`, the finance staff's
 * only), the export read again on each push and every few seconds as a fallback; when done, its
 * files to download; when failed, the reason.
 */
export const ExportProgressPanel = ({ id, onFinished }: { id: string; onFinished: () => void }) => {
  const intl = useIntl();
  const { data: view, mutate } = useExport(id);
  const [live, setLive] = useState<LiveProgress>();
  useLiveTopic({
    topic: exportTopic(id),
    connectToken: currentIdToken,
    onChange: (frame) => {
      if (frame && isProgress(frame.data)) setLive(frame.data);
      void mutate();
    },
  });

  // The later of the two: a push may run ahead of the read, and a read ahead of a missed push.
  const readDone = view?.status === 'done' || view?.status === 'failed';
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (readDone) finished.current();
  }, [readDone]);
  const status = readDone ? view.status : (live?.status ?? view?.status ?? 'queued');
  const progress = (readDone ? view.progress : undefined) ?? live ?? view?.progress;
  const days = progress?.days ?? 0;
  const daysDone = status === 'done' ? days : (progress?.daysDone ?? 0);
  const failure = view?.failure ?? live?.failure;
  const label = intl.formatMessage({ id: 'finance.progressLabel' }, { id });

  return (
    <section className="finance-progress" aria-labelledby={`${id}-heading`} data-export={id}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="finance.started" values={{ id }} /> <ExportStatus status={status} />
      </h2>
      <progress
        aria-label={label}
        max={Math.max(days, 1)}
        value={status === 'done' ? Math.max(days, 1) : daysDone}
      />
      <p aria-live="polite">
        <FormattedMessage id="finance.progressText" values={{ daysDone, days, rows: progress?.rows ?? 0 }} />
      </p>
      {status === 'failed' && (
        <p role="alert" className="form-alert">
          <FormattedMessage id="finance.failure" values={{ reason: failure ?? '' }} />
        </p>
      )}
      {status === 'done' && view?.status === 'done' && <ExportFiles view={view} />}
    </section>
  );
};
