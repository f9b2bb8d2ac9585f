import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { honeypotField } from '#shared/forms/form-schemas';
import type { Language } from '#shared/locale';
import { CheckboxField, PhoneField, TextField } from '../../components/fields';
import type { SchemaForm } from '../../lib/form/use-schema-form';

// What every form of shared/forms/ shares: who sends it (full name, e-mail, phone) and how it ends
// (the data-processing consent and the honeypot, before the form's footer).

export type PersonValues = {
  fullName: string;
  email: string;
  phone: string;
  consent: boolean;
  language: Language;
  website: string;
};

/** A form's empty person, in the page's language. */
export const emptyPerson = (language: Language): PersonValues => ({
  fullName: '',
  email: '',
  phone: '',
  consent: false,
  language,
  website: '',
});

/** Only the honeypot may be left blank (the callback's topic too): blank, it is not sent. */
export const personOptional = ['website'] as const;

/**
 * A form of more fields seen as its person's fields only (TypeScript cannot resolve the field-name
 * types of `fields.tsx` for a generic form; the fields used here are `PersonValues`' own).
 */
const personForm = <V extends PersonValues>(form: SchemaForm<V>) =>
  form as unknown as SchemaForm<PersonValues>;

export const PersonFields = <V extends PersonValues>({ form: whole }: { form: SchemaForm<V> }) => {
  const form = personForm(whole);
  return (
    <>
      <TextField form={form} name="fullName" autoComplete="name" label="auth.fullName" />
      <TextField form={form} name="email" type="email" autoComplete="email" label="auth.email" />
      <PhoneField form={form} name="phone" />
    </>
  );
};

/**
 * The honeypot (shared/forms/form-schemas.ts): off screen, out of the tab order, hidden from assistive
 * technology and autofill, so only a bot fills it.
 */
export const HoneypotField = ({ form }: { form: SchemaForm<PersonValues> }) => {
  const id = form.idFor(honeypotField);
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>
        <FormattedMessage id="forms.honeypot" />
      </label>
      <input
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.values[honeypotField]}
        onChange={(event) => form.set(honeypotField, event.target.value)}
      />
    </div>
  );
};

/** The data-processing consent (spec section 5) and the honeypot, before a form's footer. */
export const ConsentFields = <V extends PersonValues>({ form: whole }: { form: SchemaForm<V> }) => {
  const form = personForm(whole);
  return (
    <>
      <CheckboxField form={form} name="consent">
        <FormattedMessage id="request.consent" />
      </CheckboxField>
      <HoneypotField form={form} />
    </>
  );
};

/** What a sent form says, read out. */
export const SentNote = ({ children }: { children: ReactNode }) => (
  <p role="status" className="form-done">
    {children}
  </p>
);
