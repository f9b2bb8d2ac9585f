import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { availabilityRequestSchema } from '../../../../shared/catalogue/availability-request';
import { deliveryTimeQuestionSchema } from '../../../../shared/catalogue/delivery-time-question';
import { toFieldErrors } from '../../../../shared/validation';
import { useLanguage } from '../../app/language-context';
import type { ApiError } from '../../lib/api-client';
import type { AvailabilityAction } from './availability-text';
import { postProductRequest } from './catalogue-api';

const forms = {
  notify: {
    schema: availabilityRequestSchema,
    path: 'availability-notifications',
    fields: ['email'],
  },
  ask: {
    schema: deliveryTimeQuestionSchema,
    path: 'delivery-time-questions',
    fields: ['email', 'fullName', 'phone', 'message'],
  },
} as const;

const inputTypes: Record<string, string> = { email: 'email', phone: 'tel', fullName: 'text' };
const autoComplete: Record<string, string> = { email: 'email', phone: 'tel', fullName: 'name' };

type Status = { kind: 'idle' | 'sending' | 'done' } | { kind: 'failed'; messageId: string };

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
  const id = useId();
  const intl = useIntl();
  const language = useLanguage();
  const form = forms[action];
  const [values, setValues] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const input = { ...filled, consent: consent || undefined, language };
    const parsed = form.schema.safeParse(input);
    if (!parsed.success) {
      setFields(Object.fromEntries(toFieldErrors(parsed.error, input).map((f) => [f.path, f.message])));
      return;
    }
    setFields({});
    setStatus({ kind: 'sending' });
    try {
      await postProductRequest(productId, form.path, parsed.data);
      setStatus({ kind: 'done' });
    } catch (error) {
      const apiError = error as ApiError;
      setFields(Object.fromEntries((apiError.fields ?? []).map((f) => [f.path, f.message])));
      setStatus({ kind: 'failed', messageId: apiError.messageId });
    }
  };

  const described = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);
  const fieldError = (name: string) =>
    fields[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {intl.formatMessage({ id: `field.${fields[name]}` })}
      </p>
    );

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={`request.${action}.title`} />
      </h2>
      <p>{productName}</p>
      {status.kind === 'done' ? (
        <p role="status">
          <FormattedMessage id={`request.${action}.done`} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          {form.fields.map((name) => (
            <div key={name} className="field">
              <label htmlFor={`${id}-${name}`}>
                <FormattedMessage id={`request.${name}`} />
              </label>
              {name === 'message' ? (
                <textarea
                  id={`${id}-${name}`}
                  rows={4}
                  value={values[name] ?? ''}
                  onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                  aria-invalid={Boolean(fields[name])}
                  aria-describedby={described(name)}
                />
              ) : (
                <input
                  id={`${id}-${name}`}
                  type={inputTypes[name]}
                  autoComplete={autoComplete[name]}
                  value={values[name] ?? ''}
                  onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                  aria-invalid={Boolean(fields[name])}
                  aria-describedby={described(name)}
                />
              )}
              {fieldError(name)}
            </div>
          ))}
          <label className="consent">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={Boolean(fields.consent)}
              aria-describedby={described('consent')}
            />
            <FormattedMessage id="request.consent" />
          </label>
          {fieldError('consent')}
          {status.kind === 'failed' && <p role="alert">{intl.formatMessage({ id: status.messageId })}</p>}
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              <FormattedMessage id="catalogue.close" />
            </button>
            <button type="submit" className="button" disabled={status.kind === 'sending'}>
              <FormattedMessage id={`request.${action}.submit`} />
            </button>
          </div>
        </form>
      )}
      {status.kind === 'done' && (
        <button type="button" className="button" onClick={onClose}>
          <FormattedMessage id="catalogue.close" />
        </button>
      )}
    </dialog>
  );
};
