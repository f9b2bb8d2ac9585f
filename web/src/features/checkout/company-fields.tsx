import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { companyLookupSchema } from '#shared/identity/company-lookup';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { messageIdOf } from '../../lib/api-client';
import { findCompany } from '../../lib/company-api';
import { CountrySelect } from '../../lib/form/country-select';
import { type StepData, type StepForm, schemaErrors } from './step-form';

/** The register look-up's rule over the company fields under `prefix`: a country and a tax number fit for it. */
export const lookupErrors = (data: StepData, prefix = '') =>
  schemaErrors(
    companyLookupSchema,
    { country: data[`${prefix}country`] || 'PL', taxNumber: data[`${prefix}taxNumber`] ?? '' },
    prefix,
  );

/**
 * Company invoice data's fields (shared/identity/company.ts), each name under `prefix`, with the
 * look-up that fills the name and address from the public register by the tax number (a flat number
 * the register lacks stays as typed).
 */
export const CompanyFields = ({ form, prefix = '' }: { form: StepForm; prefix?: string }) => {
  const [failure, setFailure] = useState<string>();
  const [found, setFound] = useState(false);
  const lookUp = async () => {
    const lookup = {
      country: form.values[`${prefix}country`] || 'PL',
      taxNumber: form.values[`${prefix}taxNumber`] ?? '',
    };
    setFailure(undefined);
    setFound(false);
    if (!form.report(lookupErrors(form.values, prefix))) return;
    try {
      const company = await findCompany(lookup.country, lookup.taxNumber);
      const flat = company.companyFlatNumber ?? form.values[`${prefix}companyFlatNumber`] ?? '';
      const filled = { ...company, companyFlatNumber: flat };
      form.merge(
        Object.fromEntries(Object.entries(filled).map(([name, value]) => [`${prefix}${name}`, value])),
      );
      setFound(true);
    } catch (error) {
      setFailure(messageIdOf(error));
    }
  };
  return (
    <>
      <CountrySelect form={form} name={`${prefix}country`} label="account.company.country" />
      <TextField form={form} name={`${prefix}taxNumber`} label="account.company.taxNumber" />
      <Button variant="secondary" onClick={() => void lookUp()}>
        <FormattedMessage id="checkout.company.lookUp" />
      </Button>
      <AlertMessage id={failure} />
      {found && (
        <p role="status">
          <FormattedMessage id="checkout.company.found" />
        </p>
      )}
      <TextField
        form={form}
        name={`${prefix}companyName`}
        autoComplete="organization"
        label="account.company.name"
      />
      <TextField form={form} name={`${prefix}companyStreet`} label="account.company.street" />
      <TextField form={form} name={`${prefix}companyBuildingNumber`} label="account.company.buildingNumber" />
      <TextField form={form} name={`${prefix}companyFlatNumber`} label="account.company.flatNumber" />
      <TextField form={form} name={`${prefix}companyZipCode`} label="account.company.zipCode" />
      <TextField form={form} name={`${prefix}companyCity`} label="account.company.city" />
    </>
  );
};
