import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormValues, SchemaForm } from '../lib/form/use-schema-form';
import { Button } from './button';

// Labelled inputs of a schema form: an invalid field is marked and its message tied to it with
// aria-describedby; hints are tied the same way.

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const FieldError = ({ id, message }: { id: string; message: string | undefined }) => {
  const intl = useIntl();
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {intl.formatMessage({ id: `field.${message}` })}
    </p>
  ) : null;
};

type TextName<V extends FormValues> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V &
  string];
type CheckName<V extends FormValues> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V &
  string];

export const TextField = <V extends FormValues>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  rows,
  inputMode,
  maxLength,
}: {
  form: SchemaForm<V>;
  name: TextName<V>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  hint?: ReactNode;
  /** Makes the field a textarea of this many rows. */
  rows?: number;
  /** The on-screen keyboard to offer (`numeric` for a code of digits). */
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}) => {
  const id = form.idFor(name);
  const error = form.errors[name];
  const control = {
    id,
    name,
    value: form.values[name] as string,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value as V[typeof name]),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`),
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {rows ? (
        <textarea rows={rows} {...control} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          {...control}
        />
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
};

export const CheckboxField = <V extends FormValues>({
  form,
  name,
  children,
}: {
  form: SchemaForm<V>;
  name: CheckName<V>;
  children: ReactNode;
}) => {
  const id = form.idFor(name);
  const error = form.errors[name];
  return (
    <div className="form-field">
      <label className="consent">
        <input
          id={id}
          type="checkbox"
          checked={form.values[name] as boolean}
          onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {children}
      </label>
      <FieldError id={id} message={error} />
    </div>
  );
};

/** The submit button (beside a cancel button, if given) and the form's failure message (role=alert). */
export const FormFooter = <V extends FormValues>({
  form,
  submit,
  cancel,
}: {
  form: SchemaForm<V>;
  submit: string;
  cancel?: ReactNode;
}) => {
  const intl = useIntl();
  const button = (
    <Button type="submit" disabled={form.status.kind === 'sending'}>
      <FormattedMessage id={submit} />
    </Button>
  );
  return (
    <>
      {cancel ? (
        <div className="form-actions">
          {cancel}
          {button}
        </div>
      ) : (
        button
      )}
      {form.status.kind === 'failed' && (
        <p role="alert" className="form-alert">
          {intl.formatMessage({ id: form.status.messageId })}
        </p>
      )}
    </>
  );
};

/** A new password with the shared rule's hint, and its repetition (sign-up, reset, change password). */
export const NewPasswordFields = <V extends FormValues>({
  form,
  password,
  repeat,
  label,
}: {
  form: SchemaForm<V>;
  password: TextName<V>;
  repeat: TextName<V>;
  label: 'auth.password' | 'auth.newPassword';
}) => (
  <>
    <TextField
      form={form}
      name={password}
      type="password"
      autoComplete="new-password"
      label={label}
      hint={<FormattedMessage id="auth.password.hint" />}
    />
    <TextField
      form={form}
      name={repeat}
      type="password"
      autoComplete="new-password"
      label="auth.repeatPassword"
    />
  </>
);

/** A phone number with the shared rule's hint (sign-up, account data). */
export const PhoneField = <V extends FormValues>({
  form,
  name,
}: {
  form: SchemaForm<V>;
  name: TextName<V>;
}) => (
  <TextField
    form={form}
    name={name}
    type="tel"
    autoComplete="tel"
    label="auth.phone"
    hint={<FormattedMessage id="auth.phone.hint" />}
  />
);

/** The 6-digit code an authenticator app shows now (a staff member's sign-in, setting the app up). */
export const AuthenticatorCodeField = <V extends FormValues>({
  form,
  name,
}: {
  form: SchemaForm<V>;
  name: TextName<V>;
}) => (
  <TextField
    form={form}
    name={name}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={6}
    label="auth.totp.code"
    hint={<FormattedMessage id="auth.totp.hint" />}
  />
);

/** The e-mail and the code Cognito mailed to it (account confirmation, password reset). */
export const EmailCodeFields = <V extends FormValues>({
  form,
  email,
  code,
}: {
  form: SchemaForm<V>;
  email: TextName<V>;
  code: TextName<V>;
}) => (
  <>
    <TextField form={form} name={email} type="email" autoComplete="username" label="auth.email" />
    <TextField
      form={form}
      name={code}
      autoComplete="one-time-code"
      label="auth.code"
      hint={<FormattedMessage id="auth.code.hint" />}
    />
  </>
);
