import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { availabilityRequestSchema } from '#shared/catalogue/availability-request';
import { deliveryTimeQuestionSchema } from '#shared/catalogue/delivery-time-question';
import { Button } from '../../components/button';
import { CheckboxField, FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { askDeliveryTime, requestAvailabilityNotification } from './api/product-requests-api';
import type { AvailabilityAction } from './availability-text';

const CloseButton = ({ onClose }: { onClose: () => void }) => (
  <Button variant="secondary" onClick={onClose}>
    <FormattedMessage id="catalogue.close" />
  </Button>
);

interface FormProps {
  productId: string;
  onSent: () => void;
  onClose: () => void;
}

/** "Notify me about availability": an e-mail with consent. */
const NotifyForm = ({ productId, onSent, onClose }: FormProps) => {
  const form = useSchemaForm(
    availabilityRequestSchema,
    { email: '', consent: false, language: useLanguage() },
    async (data) => {
      await requestAvailabilityNotification(productId, data);
      onSent();
    },
  );
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <TextField form={form} name="email" type="email" autoComplete="email" label="request.email" />
      <CheckboxField form={form} name="consent">
        <FormattedMessage id="request.consent" />
      </CheckboxField>
      <FormFooter form={form} submit="request.notify.submit" cancel={<CloseButton onClose={onClose} />} />
    </form>
  );
};

/** "Ask for delivery time": an e-mail with consent; name, phone and message may stay blank. */
const AskForm = ({ productId, onSent, onClose }: FormProps) => {
  const form = useSchemaForm(
    deliveryTimeQuestionSchema,
    { email: '', fullName: '', phone: '', message: '', consent: false, language: useLanguage() },
    async (data) => {
      await askDeliveryTime(productId, data);
      onSent();
    },
    { optional: ['fullName', 'phone', 'message'] },
  );
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <TextField form={form} name="email" type="email" autoComplete="email" label="request.email" />
      <TextField form={form} name="fullName" autoComplete="name" label="request.fullName" />
      <TextField form={form} name="phone" type="tel" autoComplete="tel" label="request.phone" />
      <TextField form={form} name="message" rows={4} label="request.message" />
      <CheckboxField form={form} name="consent">
        <FormattedMessage id="request.consent" />
      </CheckboxField>
      <FormFooter form={form} submit="request.ask.submit" cancel={<CloseButton onClose={onClose} />} />
    </form>
  );
};

const forms = { notify: NotifyForm, ask: AskForm } as const;

/** "Notify me about availability" or "ask for delivery time": a modal form checked by the API's schema. */
export const AvailabilityRequestModal = ({
  action,
  productId,
  productName,
  onClose,
}: {
  action: AvailabilityAction;
  productId: string;
  productName: string;
  onClose: () => void;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState(false);
  const Form = forms[action];
  const titleId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id={`request.${action}.title`} />
      </h2>
      <p>{productName}</p>
      {sent ? (
        <>
          <p role="status">
            <FormattedMessage id={`request.${action}.done`} />
          </p>
          <Button onClick={onClose}>
            <FormattedMessage id="catalogue.close" />
          </Button>
        </>
      ) : (
        <Form productId={productId} onSent={() => setSent(true)} onClose={onClose} />
      )}
    </dialog>
  );
};
