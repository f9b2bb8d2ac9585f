import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRequestView } from '#shared/forms/staff-requests';
import { formatMoney } from '#shared/money';
import { FactRow } from '../../components/order-facts';
import { useLanguage } from '../../lib/language-context';
import { CallbackTiming } from './callback-timing';

/** Who is on it: the assignee's e-mail (or her id, when her token named none). */
export const memberName = (member: { sub: string; email?: string }) => member.email ?? member.sub;

/**
 * What a request says: its sender and how to reach her, the language to answer in, its kind's own
 * fields (a product, the financing chosen, the callback against working hours) and the message.
 */
export const RequestFacts = ({ request }: { request: StaffRequestView }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { financing, callback } = request;
  return (
    <dl className="order-facts staff-facts">
      <FactRow label="staff.forms.field.sender">
        {request.fullName ?? '—'}
        {request.companyName && <small>{request.companyName}</small>}
      </FactRow>
      <FactRow label="staff.forms.field.contact">
        <a href={`mailto:${request.email}`}>{request.email}</a>
        {request.phone && (
          <>
            , <a href={`tel:${request.phone}`}>{request.phone}</a>
          </>
        )}
      </FactRow>
      <FactRow label="staff.forms.field.language">{request.language.toUpperCase()}</FactRow>
      {request.productId && <FactRow label="staff.forms.field.product">{request.productId}</FactRow>}
      {financing && (
        <FactRow label="staff.forms.field.financing">
          <FormattedMessage
            id="staff.forms.financing"
            values={{
              kind: financing.financing,
              value: formatMoney({ amount: financing.value, currency: financing.currency }, language),
              months: financing.months,
            }}
          />
        </FactRow>
      )}
      {callback && (
        <FactRow label="staff.forms.field.callback">
          <CallbackTiming submittedAt={request.submittedAt} promise={callback} status={request.status} />
        </FactRow>
      )}
      {request.assignee && (
        <FactRow label="staff.forms.field.assignee">{memberName(request.assignee)}</FactRow>
      )}
      <FactRow label="staff.forms.field.message">
        {request.message ? (
          <span className="staff-message">{request.message}</span>
        ) : (
          intl.formatMessage({ id: 'staff.forms.noMessage' })
        )}
      </FactRow>
    </dl>
  );
};
