import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { serviceInquirySchema } from '#shared/forms/form-schemas';
import { Button } from '../../components/button';
import { FormFooter, TextField } from '../../components/fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { submitForm } from './api/submit-form-api';
import { ConsentFields, emptyPerson, PersonFields, personOptional, SentNote } from './person-fields';

export interface ServiceInquiryProps {
  productId: string;
  productName: string;
  onClose: () => void;
}

/** The service inquiry modal (spec section 2) of an IT service's product page. */
export const ServiceInquiryModal = ({ productId, productName, onClose }: ServiceInquiryProps) => {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(
    serviceInquirySchema,
    { ...emptyPerson(useLanguage()), productId, message: '' },
    async (data) => {
      await submitForm('service-inquiry', data);
      setSent(true);
    },
    { optional: personOptional },
  );
  const close = (
    <Button variant="secondary" onClick={onClose}>
      <FormattedMessage id="catalogue.close" />
    </Button>
  );
  return (
    <ModalDialog title="forms.inquiry.title" onClose={onClose}>
      <p>{productName}</p>
      {sent ? (
        <>
          <SentNote>
            <FormattedMessage id="forms.inquiry.done" />
          </SentNote>
          {close}
        </>
      ) : (
        <form onSubmit={form.onSubmit} noValidate>
          <PersonFields form={form} />
          <TextField form={form} name="message" rows={4} label="forms.message" />
          <ConsentFields form={form} />
          <FormFooter form={form} submit="forms.inquiry.submit" cancel={close} />
        </form>
      )}
    </ModalDialog>
  );
};
