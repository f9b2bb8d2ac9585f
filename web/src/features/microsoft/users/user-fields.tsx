import { FormattedMessage, useIntl } from 'react-intl';
import { companyCountries } from '#shared/identity/company-countries';
import { subscriptionUserRoles } from '#shared/microsoft/subscription-user';
import { TextField } from '../../../components/fields';
import type { FormValues, SchemaForm } from '../../../lib/form/use-schema-form';
import { useLanguage } from '../../../lib/language-context';

// The fields of the add and edit user modals: names, the display name's rule, a select of the
// tenant's domains, the usage location (the tenant's country first) and the role.

/** The values both user forms share, as the inputs hold them. */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  displayName: string;
  usageLocation: string;
  role: string;
};
/** …and the add form's login. */
export type NewUserFormValues = UserFormValues & { alias: string; domain: string };
/** Either form: both hold the shared fields under the same names. */
type EitherForm = SchemaForm<UserFormValues> | SchemaForm<NewUserFormValues>;
// A form's type is invariant in its values (its `set`); the shared fields only read and set their own.
const shared = (form: EitherForm) => form as SchemaForm<UserFormValues>;

/** A labelled select of a schema form, its error tied to it. */
const SelectField = <V extends FormValues>({
  form,
  name,
  label,
  hint,
  options,
}: {
  form: SchemaForm<V>;
  name: keyof V & string;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}) => {
  const intl = useIntl();
  const id = form.idFor(name);
  const error = form.errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        value={form.values[name] as string}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          <FormattedMessage id={hint} />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {intl.formatMessage({ id: `field.${error}` })}
        </p>
      )}
    </div>
  );
};

/** First name, last name and display name (with its rule as the hint). */
export const NameFields = ({ form: either }: { form: EitherForm }) => {
  const form = shared(either);
  return (
    <>
      <TextField
        form={form}
        name="firstName"
        label="microsoft.users.firstName"
        autoComplete="off"
        maxLength={64}
      />
      <TextField
        form={form}
        name="lastName"
        label="microsoft.users.lastName"
        autoComplete="off"
        maxLength={64}
      />
      <TextField
        form={form}
        name="displayName"
        label="microsoft.users.displayName"
        autoComplete="off"
        maxLength={256}
        hint={<FormattedMessage id="microsoft.users.displayName.hint" />}
      />
    </>
  );
};

/** The login: the part before `@` and one of the tenant's verified domains. */
export const LoginFields = ({
  form,
  domains,
}: {
  form: SchemaForm<NewUserFormValues>;
  domains: string[];
}) => (
  <div className="tenant-user-form__login">
    <TextField
      form={form}
      name="alias"
      label="microsoft.users.alias"
      autoComplete="off"
      maxLength={64}
      hint={<FormattedMessage id="microsoft.users.alias.hint" />}
    />
    <SelectField
      form={form}
      name="domain"
      label="microsoft.users.domain"
      options={domains.map((domain) => ({ value: domain, label: `@${domain}` }))}
    />
  </div>
);

/** Usage location (the tenant's country and the user's own offered first) and role. */
export const LocationAndRoleFields = ({ form: either, country }: { form: EitherForm; country: string }) => {
  const form = shared(either);
  const intl = useIntl();
  const language = useLanguage();
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const first = [...new Set([country, form.values.usageLocation].filter(Boolean))];
  const others = companyCountries
    .filter((code) => !first.includes(code))
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <>
      <SelectField
        form={form}
        name="usageLocation"
        label="microsoft.users.usageLocation"
        hint="microsoft.users.usageLocation.hint"
        options={[...first.map((code) => ({ value: code, label: names.of(code) ?? code })), ...others]}
      />
      <SelectField
        form={form}
        name="role"
        label="microsoft.users.role"
        options={subscriptionUserRoles.map((role) => ({
          value: role,
          label: intl.formatMessage({ id: `microsoft.users.role.${role}` }),
        }))}
      />
    </>
  );
};

/** A login and its temporary password, shown this once (the shop keeps no copy). */
export const TemporaryPassword = ({ login, password }: { login: string; password: string }) => (
  <div className="tenant-user-password">
    <dl className="microsoft-created__credentials">
      <dt>
        <FormattedMessage id="microsoft.users.password.login" />
      </dt>
      <dd>
        <code>{login}</code>
      </dd>
      <dt>
        <FormattedMessage id="microsoft.users.password.temporary" />
      </dt>
      <dd>
        <code>{password}</code>
      </dd>
    </dl>
    <p className="microsoft-created__once">
      <FormattedMessage id="microsoft.users.password.once" />
    </p>
  </div>
);
