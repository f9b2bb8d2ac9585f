import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { messageFormSchema } from '#shared/forms/form-schemas';
import { FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { submitForm } from './api/submit-form-api';
import { ConsentFields, emptyPerson, PersonFields, personOptional, SentNote } from './person-fields';

/** The contact, cooperation and help-centre form: every field required (spec section 5). */
export const MessageForm = ({ kind }: { kind: 'contact' | 'cooperation' | 'help-centre' }) => {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(
    messageFormSchema,
    { ...emptyPerson(useLanguage()), companyName: '', message: '' },
    async (data) => {
      await submitForm(kind, data);
      setSent(true);
    },
    { optional: personOptional },
  );
  const titleId = form.idFor('title');
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="forms.contact.title" />
      </h2>
      {sent ? (
        <SentNote>
          <FormattedMessage id="forms.sent" />
        </SentNote>
      ) : (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
          <PersonFields form={form} />
          <TextField form={form} name="companyName" autoComplete="organization" label="forms.companyName" />
          <TextField form={form} name="message" rows={5} label="forms.message" />
          <ConsentFields form={form} />
          <FormFooter form={form} submit="forms.send" />
        </form>
      )}
    </section>
  );
};
