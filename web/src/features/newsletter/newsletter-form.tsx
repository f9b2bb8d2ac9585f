import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newsletterSignupSchema } from '../../../../shared/newsletter';
import { toFieldErrors } from '../../../../shared/validation';
import { useLanguage } from '../../app/language-context';
import { type ApiError, apiFetch } from '../../lib/api-client';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; messageId: string };

/** Newsletter sign-up: the same shared schema as the API, so the form shows the API's rules. */
export const NewsletterForm = () => {
  const id = useId();
  const intl = useIntl();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, consent: consent || undefined, language };
    const parsed = newsletterSignupSchema.safeParse(input);
    if (!parsed.success) {
      setFields(Object.fromEntries(toFieldErrors(parsed.error, input).map((f) => [f.path, f.message])));
      return;
    }
    setFields({});
    setStatus({ kind: 'sending' });
    try {
      await apiFetch('/api/cms/newsletter', { method: 'POST', body: JSON.stringify(parsed.data) });
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', messageId: (error as ApiError).messageId });
    }
  };

  if (status.kind === 'done') {
    return (
      <p role="status" className="newsletter">
        <FormattedMessage id="newsletter.done" />
      </p>
    );
  }

  const fieldError = (name: string) =>
    fields[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {intl.formatMessage({ id: `field.${fields[name]}` })}
      </p>
    );

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="newsletter.title" />
      </h2>
      <label htmlFor={`${id}-email`}>
        <FormattedMessage id="newsletter.email" />
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={Boolean(fields.email)}
        aria-describedby={fields.email ? `${id}-email-error` : undefined}
      />
      {fieldError('email')}
      <label className="consent">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={Boolean(fields.consent)}
          aria-describedby={fields.consent ? `${id}-consent-error` : undefined}
        />
        <FormattedMessage id="newsletter.consent" />
      </label>
      {fieldError('consent')}
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        <FormattedMessage id="newsletter.submit" />
      </button>
      {status.kind === 'failed' && <p role="alert">{intl.formatMessage({ id: status.messageId })}</p>}
    </form>
  );
};
