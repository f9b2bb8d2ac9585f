import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { shopTimeZone } from '#shared/shop-time';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffRequest } from './api/staff-requests-api';
import { RequestActions } from './request-actions';
import { RequestFacts } from './request-facts';
import { RequestHistoryList } from './request-history-list';
import { RequestStatusBadge } from './request-status-badge';
import { StaffSection } from './staff-section';

/**
 * `/obsluga/zgloszenia/{kind}/{id}`: one request as operations handle it. Its kind, sender and time;
 * what it says; the moves its status allows (take it, add a note, mark it handled); and its history
 * (who did what, when, with their notes).
 */
export const StaffRequestPage = ({ kind, id }: { kind: string; id: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: detail, error, mutate } = useStaffRequest(kind, id);
  const kindName = detail ? intl.formatMessage({ id: `staff.forms.kind.${detail.request.kind}` }) : '';
  const title = detail
    ? intl.formatMessage({ id: 'staff.forms.request.title' }, { kind: kindName })
    : intl.formatMessage({ id: 'staff.forms.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'request_not_found') return <NotFoundPage />;
  if (error && !detail) return <ErrorPage onRetry={() => void mutate()} />;
  if (!detail) return <p aria-busy="true" className="loading" />;
  const { request, history } = detail;
  return (
    <article className="staff-page staff-order" data-request={request.id} data-status={request.status}>
      <p className="staff-back">
        <Link href={pathFor('staffRequests', language)}>
          <FormattedMessage id="staff.forms.back" />
        </Link>
      </p>
      <header className="staff-order__head">
        <h1>{title}</h1>
        <p>
          <RequestStatusBadge status={request.status} />{' '}
          <FormattedMessage
            id="staff.forms.received"
            values={{
              date: intl.formatDate(request.submittedAt, {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: shopTimeZone,
              }),
            }}
          />
        </p>
      </header>
      <div className="staff-order__grid">
        <RequestActions
          request={request}
          onMoved={(moved) =>
            void (moved ? mutate({ ...detail, request: moved }, { revalidate: true }) : mutate())
          }
        />
        <div className="staff-order__main">
          <StaffSection title="staff.forms.request.facts">
            <RequestFacts request={request} />
          </StaffSection>
        </div>
        <RequestHistoryList history={history} />
      </div>
    </article>
  );
};
