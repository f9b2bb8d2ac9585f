import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../lib/language-context';
import { MessagePage } from './message-page';

export const NotFoundPage = () => {
  const language = useLanguage();
  return (
    <MessagePage title="page.notFound.title" text="page.notFound.text">
      <Link href={pathFor('home', language)} className="button">
        <FormattedMessage id="page.notFound.home" />
      </Link>
    </MessagePage>
  );
};
