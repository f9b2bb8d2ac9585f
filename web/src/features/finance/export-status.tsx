import { FormattedMessage } from 'react-intl';
import type { ExportState } from '#shared/reports/export-states';
import { Badge, type BadgeTone } from '../../components/badge';

const tones: Record<ExportState, BadgeTone> = {
  queued: 'neutral',
  running: 'warning',
  done: 'success',
  failed: 'danger',
};

/** An export's status as a badge: queued, running, done or failed. */
export const ExportStatus = ({ status }: { status: ExportState }) => (
  <Badge tone={tones[status]} data-status={status}>
    <FormattedMessage id={`finance.status.${status}`} />
  </Badge>
);
