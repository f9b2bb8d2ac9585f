import { FormattedMessage } from 'react-intl';

/** A failure said at once to screen readers (role=alert); nothing while there is none. */
export const AlertMessage = ({
  id,
  className = 'form-alert',
}: {
  id: string | undefined;
  className?: string;
}) =>
  id ? (
    <p role="alert" className={className}>
      <FormattedMessage id={id} />
    </p>
  ) : null;
