import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { newsletterSignupSchema } from '../../../../shared/newsletter';
import { useLanguage } from '../../app/language-context';
import { apiFetch } from '../../lib/api-client';
import { CheckboxField, FormFooter, TextField } from '../../lib/form/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';

/** Newsletter sign-up: the same shared schema as the API, so the form shows the API's rules. */
export const NewsletterForm = () => {
  const [done, setDone] = useState(false);
  const form = useSchemaForm(
    newsletterSignupSchema,
    { email: '', consent: false, language: useLanguage() },
    async (data) => {
      await apiFetch('/api/cms/newsletter', { method: 'POST', body: JSON.stringify(data) });
      setDone(true);
    },
  );

  if (done) {
    return (
      <p role="status" className="newsletter">
        <FormattedMessage id="newsletter.done" />
      </p>
    );
  }

  const titleId = form.idFor('title');
  return (
    <form className="newsletter" onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="newsletter.title" />
      </h2>
      <TextField form={form} name="email" type="email" autoComplete="email" label="newsletter.email" />
      <CheckboxField form={form} name="consent">
        <FormattedMessage id="newsletter.consent" />
      </CheckboxField>
      <FormFooter form={form} submit="newsletter.submit" />
    </form>
  );
};
