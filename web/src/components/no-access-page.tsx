import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../lib/language-context';
import { useProfile } from '../lib/session/profile-store';
import { Button } from './button';
import { MessagePage } from './message-page';

/**
 * The page a screen shows to whom it is not for (a customer on a staff screen, a non-partner on the
 * partners' portal): what happened and the ways back: the page before, her account (or signing in as
 * someone else) and the home page.
 */
export const NoAccessPage = () => {
  const language = useLanguage();
  const profile = useProfile();
  return (
    <MessagePage title="page.noAccess.title" text="page.noAccess.text">
      <div className="message-page__actions">
        <Button variant="secondary" onClick={() => window.history.back()}>
          <FormattedMessage id="page.noAccess.back" />
        </Button>
        {profile ? (
          <Link className="button button--secondary" href={pathFor('account', language)}>
            <FormattedMessage id="page.noAccess.account" />
          </Link>
        ) : (
          <Link className="button button--secondary" href={pathFor('signIn', language)}>
            <FormattedMessage id="page.noAccess.signIn" />
          </Link>
        )}
        <Link className="button" href={pathFor('home', language)}>
          <FormattedMessage id="page.notFound.home" />
        </Link>
      </div>
    </MessagePage>
  );
};
