import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerLogRecord } from '#shared/identity/staff-customer';
import { StaffSection } from './staff-section';

/** What changed, read from the record's before and after: the company, the mail's address, the partner's code. */
const Change = ({ record }: { record: CustomerLogRecord }) => {
  const { after } = record;
  if (record.action === 'resendConfirmation' && typeof after?.to === 'string')
    return (
      <small>
        <FormattedMessage id="staff.customerHistory.to" values={{ to: after.to }} />
      </small>
    );
  if (record.action === 'convertToBusiness' && typeof after?.companyName === 'string')
    return (
      <small>
        {after.companyName}
        {typeof after.taxNumber === 'string' ? `, ${after.taxNumber}` : ''}
      </small>
    );
  if (
    (record.action === 'suspendPartner' || record.action === 'reinstatePartner') &&
    typeof after?.code === 'string'
  )
    return <small>{after.code}</small>;
  if (record.action === 'enrolPartner' && typeof after?.code === 'string')
    return (
      <small>
        {after.code}
        {typeof after.currency === 'string' ? `, ${after.currency}` : ''}
      </small>
    );
  return null;
};

/** The staff's actions on the account, oldest first: who, when, and what it changed. */
export const CustomerHistoryList = ({ history }: { history: CustomerLogRecord[] }) => {
  const intl = useIntl();
  return (
    <StaffSection
      title="staff.customerHistory.title"
      className="staff-history"
      empty={history.length === 0 && 'staff.customerHistory.none'}
    >
      <ol>
        {history.map((record) => (
          <li key={`${record.at}-${record.action}`} data-action={record.action}>
            <time dateTime={record.at}>
              {intl.formatDate(record.at, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
            <FormattedMessage id={`staff.customerHistory.${record.action}`} />{' '}
            <span className="staff-history__who">({record.staffEmail})</span>
            <Change record={record} />
          </li>
        ))}
      </ol>
    </StaffSection>
  );
};
