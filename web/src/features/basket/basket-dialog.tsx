import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button';
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
  <Button variant="secondary" onClick={onClose}>
    <FormattedMessage id={label} />
  </Button>
);
