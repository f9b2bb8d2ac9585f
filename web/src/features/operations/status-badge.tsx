import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '#shared/orders/order-states';
import { Badge, type BadgeTone } from '../../components/badge';

const tones: Record<OrderStatus, BadgeTone> = {
  new: 'warning',
  unpaid: 'warning',
  toSend: 'neutral',
  finished: 'success',
  cancelled: 'danger',
  returned: 'danger',
};

/** An order's status, in the shop's words, toned by whether it waits for someone. */
export const StatusBadge = ({ status }: { status: OrderStatus }) => (
  <Badge tone={tones[status]} data-status={status}>
    <FormattedMessage id={`orders.statusName.${status}`} />
  </Badge>
);
