import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { MessagePage } from './message-page';

/** The 500 page; `onRetry` re-renders what failed, else the page reloads. */
export const ErrorPage = ({ chunk = false, onRetry }: { chunk?: boolean; onRetry?: () => void }) => (
  <MessagePage title="page.error.title" text={chunk ? 'page.chunkError.text' : 'page.error.text'}>
    <Button onClick={() => (onRetry ? onRetry() : window.location.reload())}>
      <FormattedMessage id="page.error.retry" />
    </Button>
  </MessagePage>
);
