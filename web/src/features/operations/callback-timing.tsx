import { FormattedMessage, useIntl } from 'react-intl';
import { type CallbackPromise, callbackDueBy, isCallbackOverdue } from '#shared/forms/callback-promise';
import type { RequestStatus } from '#shared/forms/request-states';
import { isWithinWorkingHours, workingHours } from '#shared/forms/working-hours';
import { shopTimeZone } from '#shared/shop-time';
import { Badge } from '../../components/badge';

// A callback request against the working hours (all times on the shop's Warsaw clock, where staff
// work): when it was asked (in or outside them), what the
// sender was promised and by when, and, while nobody has handled it, whether that time has passed.

export const CallbackTiming = ({
  submittedAt,
  promise,
  status,
}: {
  submittedAt: string;
  promise: CallbackPromise;
  status: RequestStatus;
}) => {
  const intl = useIntl();
  const asked = new Date(submittedAt);
  const due = callbackDueBy(asked, promise);
  const day = intl.formatDate(`${due.date}T12:00:00Z`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const overdue = status !== 'handled' && isCallbackOverdue(due, new Date());
  return (
    <span className="staff-callback" data-overdue={overdue || undefined}>
      <FormattedMessage
        id="staff.forms.callback.asked"
        values={{
          date: intl.formatDate(asked, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: shopTimeZone,
          }),
          hours: isWithinWorkingHours(asked) ? 'in' : 'out',
        }}
      />
      <br />
      {promise.kind === 'within' ? (
        <FormattedMessage
          id="staff.forms.callback.within"
          values={{ minutes: promise.minutes, time: due.time }}
        />
      ) : (
        <FormattedMessage id="staff.forms.callback.atOpening" values={{ day, time: due.time }} />
      )}{' '}
      {overdue && (
        <Badge tone="danger">
          <FormattedMessage id="staff.forms.callback.overdue" />
        </Badge>
      )}
      <small>
        <FormattedMessage
          id="staff.forms.callback.hours"
          values={{ opens: workingHours.opens, closes: workingHours.closes }}
        />
      </small>
    </span>
  );
};
