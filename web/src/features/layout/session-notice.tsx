import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { useLanguage } from '../../lib/language-context';
import { showSessionNotice, useSessionNotice } from '../../lib/session/session-notice';

/** Why the visitor was signed out (another tab, expired session) or their data is stale. */
export const SessionNotice = () => {
  const intl = useIntl();
  const language = useLanguage();
  const notice = useSessionNotice();
  if (!notice) return null;
  return (
    <div role="alert" className="session-notice">
      <p>{intl.formatMessage({ id: notice })}</p>
      {notice !== 'error.user_data_refresh_failed' && (
        <Link href={pathFor('signIn', language)} onClick={() => showSessionNotice(undefined)}>
          <FormattedMessage id="header.signIn" />
        </Link>
      )}{' '}
      <Button variant="secondary" onClick={() => showSessionNotice(undefined)}>
        <FormattedMessage id="locale.close" />
      </Button>
    </div>
  );
};
