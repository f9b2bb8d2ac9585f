import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A modal of the basket: the browser's modal dialog keeps focus inside it (the page behind is inert),
 * Escape closes it, and focus returns to where it was.
 */
export const BasketDialog = ({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
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
    <dialog ref={dialog} className="modal basket-modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </dialog>
  );
};

/** The close button of a basket modal. */
export const CloseButton = ({ onClose, label = 'basket.close' }: { onClose: () => void; label?: string }) => (
  <button type="button" className="button button--secondary" onClick={onClose}>
    <FormattedMessage id={label} />
  </button>
);
