import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * What a list says when it has nothing to show (styles/components.css `.empty-state`): a message (an id)
 * in a quiet box, with what to do next beside it (a link or a button) when there is something.
 */
export const EmptyState = ({
  message,
  className,
  children,
}: {
  message: string;
  className?: string;
  children?: ReactNode;
}) => (
  <div className={className ? `empty-state ${className}` : 'empty-state'}>
    <p>
      <FormattedMessage id={message} />
    </p>
    {children && <div className="empty-state__actions">{children}</div>}
  </div>
);
