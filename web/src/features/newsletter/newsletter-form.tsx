import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { newsletterSignupSchema } from '#shared/newsletter';
import { CheckboxField, FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { type SignUpAnswer, signUp } from './api/sign-up-api';

/**
 * Newsletter sign-up (double opt-in): the same shared schema as the API, so the form shows the API's
 * rules. Everyone is told a mail is on its way; a customer signed in with the address is told on the
 * page when it is subscribed already.
 */
export const NewsletterForm = () => {
  const [answer, setAnswer] = useState<SignUpAnswer['status']>();
  const signedInEmail = useProfile()?.email;
  const form = useSchemaForm(
    newsletterSignupSchema,
    { email: '', consent: false, language: useLanguage() },
    async (data) => setAnswer((await signUp(data, signedInEmail)).status),
  );

  if (answer) {
    return (
      <p role="status" className="newsletter">
        <FormattedMessage
          id={answer === 'already_subscribed' ? 'newsletter.alreadySubscribed' : 'newsletter.done'}
        />
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
