import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { companyLookupSchema } from '#shared/identity/company-lookup';
import type { CompanyLookupAnswer, RegisterCheck } from '#shared/identity/register-check';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { RegisterCheckNotice, VatStatusNotice } from '../../components/register-notice';
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
 * look-up that fills the name and address from the public VAT register by the tax number (a flat
 * number the register lacks stays as typed, so does an address it wrote in a way not split) and
 * says when the company is not an active VAT payer. When the register cannot answer its message says
 * so and the customer types the data. `saved` is how the saved invoice data the form starts with stood
 * against the register, shown until a look-up.
 */
export const CompanyFields = ({
  form,
  prefix = '',
  saved,
}: {
  form: StepForm;
  prefix?: string;
  saved?: RegisterCheck;
}) => {
  const [failure, setFailure] = useState<string>();
  const [found, setFound] = useState<CompanyLookupAnswer>();
  const [lookedUp, setLookedUp] = useState(false);
  const lookUp = async () => {
    const lookup = {
      country: form.values[`${prefix}country`] || 'PL',
      taxNumber: form.values[`${prefix}taxNumber`] ?? '',
    };
    setFailure(undefined);
    setFound(undefined);
    if (!form.report(lookupErrors(form.values, prefix))) return;
    setLookedUp(true);
    try {
      const answer = await findCompany(lookup.country, lookup.taxNumber);
      const { company } = answer;
      const flat = company.companyFlatNumber ?? form.values[`${prefix}companyFlatNumber`] ?? '';
      const filled = { ...company, companyFlatNumber: flat };
      form.merge(
        Object.fromEntries(Object.entries(filled).map(([name, value]) => [`${prefix}${name}`, value])),
      );
      setFound(answer);
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
          <FormattedMessage
            id={found.company.companyStreet ? 'checkout.company.found' : 'checkout.company.foundName'}
          />
        </p>
      )}
      {lookedUp ? <VatStatusNotice status={found?.vatStatus} /> : <RegisterCheckNotice check={saved} />}
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
