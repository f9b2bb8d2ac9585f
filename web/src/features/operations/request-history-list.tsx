import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestHistoryRecord } from '#shared/forms/staff-requests';
import { shopTimeZone } from '#shared/shop-time';
import { memberName } from './request-facts';
import { StaffSection } from './staff-section';

/** One move: what it did (status before → after), who, the assignee it changed, its note. */
const Entry = ({ record }: { record: RequestHistoryRecord }) => {
  const intl = useIntl();
  const status = (id: string) => intl.formatMessage({ id: `staff.forms.status.${id}` });
  const before = record.assigneeBefore && memberName(record.assigneeBefore);
  const after = record.assigneeAfter && memberName(record.assigneeAfter);
  return (
    <>
      <FormattedMessage
        id={`staff.forms.history.${record.action}`}
        values={{ from: status(record.from), to: status(record.to) }}
      />{' '}
      <span className="staff-history__who">({memberName(record.by)})</span>
      {before !== after && (
        <small>
          <FormattedMessage
            id="staff.forms.history.assignee"
            values={{ before: before ?? '—', after: after ?? '—' }}
          />
        </small>
      )}
      {record.note && <q className="staff-message">{record.note}</q>}
    </>
  );
};

/** The request's history, oldest first: who did what, when. */
export const RequestHistoryList = ({ history }: { history: RequestHistoryRecord[] }) => {
  const intl = useIntl();
  return (
    <StaffSection
      title="staff.forms.history"
      className="staff-history"
      empty={history.length === 0 && 'staff.forms.historyNone'}
    >
      <ol>
        {history.map((record) => (
          <li key={`${record.at}-${record.action}`} data-action={record.action}>
            <time dateTime={record.at}>
              {intl.formatDate(record.at, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: shopTimeZone,
              })}
            </time>
            <Entry record={record} />
          </li>
        ))}
      </ol>
    </StaffSection>
  );
};
