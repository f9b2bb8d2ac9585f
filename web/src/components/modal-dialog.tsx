import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A modal dialog titled by a message: the browser's modal dialog keeps focus inside it (the page
 * behind is inert), Escape closes it, and focus returns to where it was.
 */
export const ModalDialog = ({
  title,
  onClose,
  className = 'modal',
  children,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className={className} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </dialog>
  );
};
