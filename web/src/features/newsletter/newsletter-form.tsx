import { type FormEvent, useId, useState } from 'react';
import { newsletterSignupSchema } from '../../../../shared/newsletter';
import { toFieldErrors } from '../../../../shared/validation';
import { postNewsletterSignup } from './newsletter-api';

// Polish copy for now; the translated catalogue replaces these strings with the web shell.
const messages: Record<string, string> = {
  invalid_email: 'Podaj poprawny adres e-mail.',
  consent_required: 'Zgoda jest wymagana, aby zapisać się do newslettera.',
  already_subscribed: 'Ten adres jest już zapisany do newslettera.',
  error: 'Wystąpił błąd, spróbuj ponownie za chwilę.',
  subscribed: 'Dziękujemy! Potwierdzenie wysłaliśmy e-mailem.',
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Newsletter sign-up: the same shared schema as the API, so the form shows the API's rules. */
export const NewsletterForm = () => {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, consent: consent || undefined, language: 'pl' };
    const parsed = newsletterSignupSchema.safeParse(input);
    if (!parsed.success) {
      setFields(Object.fromEntries(toFieldErrors(parsed.error, input).map((f) => [f.path, f.message])));
      return;
    }
    setFields({});
    setStatus({ kind: 'sending' });
    const outcome = await postNewsletterSignup(parsed.data);
    if (outcome.ok) return setStatus({ kind: 'done' });
    const code = outcome.error?.code;
    setStatus({ kind: 'failed', message: messages[code ?? ''] ?? messages.error ?? '' });
  };

  if (status.kind === 'done') return <p role="status">{messages.subscribed}</p>;

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      <label htmlFor={`${id}-email`}>E-mail</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={Boolean(fields.email)}
        aria-describedby={fields.email ? `${id}-email-error` : undefined}
      />
      {fields.email && (
        <p id={`${id}-email-error`} className="field-error">
          {messages[fields.email]}
        </p>
      )}
      <label className="consent">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        Wyrażam zgodę na otrzymywanie informacji handlowych drogą elektroniczną.
      </label>
      {fields.consent && <p className="field-error">{messages[fields.consent]}</p>}
      <button type="submit" disabled={status.kind === 'sending'}>
        Zapisz się
      </button>
      {status.kind === 'failed' && <p role="alert">{status.message}</p>}
    </form>
  );
};
