import { FormattedMessage } from 'react-intl';
import type { RequestStatus } from '#shared/forms/request-states';
import { Badge, type BadgeTone } from '../../components/badge';

const tones: Record<RequestStatus, BadgeTone> = { new: 'warning', inProgress: 'neutral', handled: 'success' };

/** A request's status, toned by whether it waits for someone. */
export const RequestStatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge tone={tones[status]} data-status={status}>
    <FormattedMessage id={`staff.forms.status.${status}`} />
  </Badge>
);
