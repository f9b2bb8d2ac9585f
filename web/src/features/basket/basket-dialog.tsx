import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../components/modal-dialog';

/** A modal of the basket (components/modal-dialog.tsx: focus kept inside, Escape closes it, focus returns). */
export const BasketDialog = ({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) => (
  <ModalDialog title={title} onClose={onClose} className="modal basket-modal">
    {children}
  </ModalDialog>
);

/** The close button of a basket modal. */
export const CloseButton = ({ onClose, label = 'basket.close' }: { onClose: () => void; label?: string }) => (
  <button type="button" className="button button--secondary" onClick={onClose}>
    <FormattedMessage id={label} />
  </button>
);
