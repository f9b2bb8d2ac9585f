import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountTypeIds } from '#shared/identity/account-types';
import { type CompanyInvoiceData, companyInvoiceDataSchema } from '#shared/identity/company';
import { type ClientProfile, profileEditSchema } from '#shared/identity/profile';
import { FormFooter, PhoneField, TextField } from '../../components/fields';
import { RegisterCheckNotice } from '../../components/register-notice';
import { useClientProfile } from '../../lib/client-profile-api';
import { CountrySelect } from '../../lib/form/country-select';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { refreshProfile } from '../../lib/session/session';
import { saveInvoiceData } from './api/invoice-data-api';
import { saveProfile } from './api/profile-api';

const Saved = ({ message }: { message: string | undefined }) =>
  message ? (
    <p role="status" className="form-done">
      <FormattedMessage id={message} />
    </p>
  ) : null;

const ProfileForm = ({
  profile,
  onSaved,
}: {
  profile: ClientProfile;
  onSaved: (p: ClientProfile) => void;
}) => {
  const [saved, setSaved] = useState<string>();
  const form = useSchemaForm(
    profileEditSchema,
    { fullName: profile.name, phone: profile.phone },
    async (data) => {
      setSaved(undefined);
      onSaved(await saveProfile(data));
      await refreshProfile();
      setSaved('account.editData.saved');
    },
  );
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={form.idFor('title')}>
      <h2 id={form.idFor('title')}>
        <FormattedMessage id="account.editData.personal" />
      </h2>
      <TextField form={form} name="fullName" autoComplete="name" label="auth.fullName" />
      <PhoneField form={form} name="phone" />
      <FormFooter form={form} submit="account.editData.save" />
      <Saved message={saved} />
    </form>
  );
};

const emptyCompany = {
  country: 'PL',
  taxNumber: '',
  companyName: '',
  companyZipCode: '',
  companyCity: '',
  companyStreet: '',
  companyBuildingNumber: '',
  companyFlatNumber: '',
};

/** The form's values for stored invoice data (the register's name and address). */
const companyValues = (data: CompanyInvoiceData | null) => ({
  ...emptyCompany,
  ...data,
  companyFlatNumber: data?.companyFlatNumber ?? '',
});

/**
 * Default invoice data. For a private account it is the conversion to a business one (spec section
 * 4): the API finds the company by tax number and stores the register's name and address, which
 * the form then shows; afterwards the session is refreshed so the new account type reaches the token
 * and prices. Below the form, what the register said: a VAT status other than active, or the data
 * kept as typed, unverified (the register did not answer, or the company is not Polish).
 */
const InvoiceDataForm = ({
  profile,
  onSaved,
}: {
  profile: ClientProfile;
  onSaved: (p: ClientProfile) => void;
}) => {
  const converting = profile.accountTypeId === accountTypeIds.customer;
  const [saved, setSaved] = useState<string>();
  const form = useSchemaForm(
    companyInvoiceDataSchema,
    companyValues(profile.defaultInvoiceData),
    async (data) => {
      setSaved(undefined);
      const updated = await saveInvoiceData(data);
      for (const [name, value] of Object.entries(companyValues(updated.defaultInvoiceData))) {
        form.set(name as keyof typeof emptyCompany, value);
      }
      onSaved(updated);
      if (converting) await refreshProfile({ forceRefresh: true });
      setSaved(converting ? 'account.business.converted' : 'account.editData.saved');
    },
  );

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={form.idFor('title')}>
      <h2 id={form.idFor('title')}>
        <FormattedMessage id={converting ? 'account.business.title' : 'account.editData.invoice'} />
      </h2>
      {converting && (
        <p>
          <FormattedMessage id="account.business.lead" />
        </p>
      )}
      <p>
        <FormattedMessage id="account.company.fromRegister" />
      </p>
      <CountrySelect form={form} name="country" label="account.company.country" />
      <TextField form={form} name="taxNumber" label="account.company.taxNumber" />
      <TextField form={form} name="companyName" autoComplete="organization" label="account.company.name" />
      <TextField
        form={form}
        name="companyStreet"
        autoComplete="address-line1"
        label="account.company.street"
      />
      <TextField form={form} name="companyBuildingNumber" label="account.company.buildingNumber" />
      <TextField form={form} name="companyFlatNumber" label="account.company.flatNumber" />
      <TextField
        form={form}
        name="companyZipCode"
        autoComplete="postal-code"
        label="account.company.zipCode"
      />
      <TextField form={form} name="companyCity" autoComplete="address-level2" label="account.company.city" />
      <FormFooter form={form} submit={converting ? 'account.business.submit' : 'account.editData.save'} />
      <Saved message={saved} />
      <RegisterCheckNotice check={profile.defaultInvoiceCheck} />
    </form>
  );
};

/** `edycja-danych/`: personal data and default invoice data (with the conversion to business). */
export const EditDataPage = () => {
  const intl = useIntl();
  const { data: profile, error, mutate } = useClientProfile();
  const title = intl.formatMessage({ id: 'account.editData.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const onSaved = (next: ClientProfile) => void mutate(next, { revalidate: false });

  return (
    <section className="auth-page">
      <h1>{title}</h1>
      {error && <p role="alert">{intl.formatMessage({ id: error.messageId })}</p>}
      {!profile && !error && <p aria-busy="true" className="loading" />}
      {profile && (
        <>
          <ProfileForm profile={profile} onSaved={onSaved} />
          <InvoiceDataForm profile={profile} onSaved={onSaved} />
        </>
      )}
    </section>
  );
};
