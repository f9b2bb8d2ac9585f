import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { StaffRequestView } from '#shared/forms/staff-requests';
import { pathFor } from '#shared/routes';
import { shopTimeZone } from '#shared/shop-time';
import { useLanguage } from '../../lib/language-context';
import { memberName, RequestFacts } from './request-facts';
import { RequestStatusBadge } from './request-status-badge';

/** The inbox's requests, one card each: kind, sender and time as the link to it, its status and facts. */
export const RequestList = ({ requests }: { requests: StaffRequestView[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <ol className="staff-requests">
      {requests.map((request) => (
        <li key={request.id} data-request={request.id} data-kind={request.kind} data-status={request.status}>
          <article className="staff-request-card">
            <header>
              <h2>
                <Link href={pathFor('staffRequest', language, { kind: request.kind, requestId: request.id })}>
                  <FormattedMessage
                    id="staff.forms.heading"
                    values={{
                      kind: intl.formatMessage({ id: `staff.forms.kind.${request.kind}` }),
                      sender: request.fullName ?? request.email,
                    }}
                  />
                </Link>
              </h2>
              <p className="staff-request-card__meta">
                <RequestStatusBadge status={request.status} />{' '}
                <time dateTime={request.submittedAt}>
                  {intl.formatDate(request.submittedAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: shopTimeZone,
                  })}
                </time>
                {request.assignee && (
                  <>
                    {' · '}
                    <FormattedMessage
                      id="staff.forms.assignee"
                      values={{ who: memberName(request.assignee) }}
                    />
                  </>
                )}
              </p>
            </header>
            <RequestFacts request={request} />
          </article>
        </li>
      ))}
    </ol>
  );
};
