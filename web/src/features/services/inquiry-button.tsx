import { type ComponentType, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyModal } from '../../app/lazy-modal';
import { Button } from '../../components/button';

/** The service inquiry modal (the forms feature's), which the app hands to the service pages. */
export type ServiceInquiry = ComponentType<{ productId: string; productName: string; onClose: () => void }>;

/** "Ask about the service" for one catalogue product: the inquiry modal, loaded when opened. */
export const InquiryButton = ({
  inquiry: Inquiry,
  productId,
  productName,
}: {
  inquiry: ServiceInquiry;
  productId: string;
  productName: string;
}) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'services.inquiry' }, { name: productName })}
      >
        <FormattedMessage id="forms.inquiry.open" />
      </Button>
      {open && (
        <LazyModal onClose={() => setOpen(false)}>
          <Inquiry productId={productId} productName={productName} onClose={() => setOpen(false)} />
        </LazyModal>
      )}
    </>
  );
};
