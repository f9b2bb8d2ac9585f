import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import type { FinancingChoice } from '#shared/financing/financing-choice';
import { financingInquirySchema } from '#shared/forms/form-schemas';
import { FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { submitForm } from './api/submit-form-api';
import { ConsentFields, emptyPerson, PersonFields, personOptional, SentNote } from './person-fields';

/**
 * The leasing or credit inquiry of the offers pages: who asks (a company for
 * leasing), an optional message and the consent, sent with the calculator's `choice` (kind, currency,
 * value, term), which the page shows; the whole validated by the API's schema.
 */
export const FinancingInquiryForm = ({ choice }: { choice: FinancingChoice }) => {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(
    z.pipe(
      z.transform((values: object) => ({ ...values, ...choice })),
      financingInquirySchema,
    ),
    { ...emptyPerson(useLanguage()), companyName: '', message: '' },
    async (data) => {
      await submitForm('financing', data);
      setSent(true);
    },
    { optional: [...personOptional, 'companyName', 'message'] },
  );
  if (sent)
    return (
      <SentNote>
        <FormattedMessage id="forms.inquiry.done" />
      </SentNote>
    );
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <PersonFields form={form} />
      {choice.financing === 'leasing' && (
        <TextField form={form} name="companyName" autoComplete="organization" label="forms.companyName" />
      )}
      <TextField form={form} name="message" rows={3} label="forms.financing.message" />
      <ConsentFields form={form} />
      <FormFooter form={form} submit="forms.inquiry.submit" />
    </form>
  );
};
