import { CountrySelect } from '../../lib/form/country-select';
import { TextField } from '../../lib/form/fields';
import type { StepForm } from './step-form';

/** Company invoice data's fields (shared/identity/company.ts), each name under `prefix`. */
export const CompanyFields = ({ form, prefix = '' }: { form: StepForm; prefix?: string }) => (
  <>
    <CountrySelect form={form} name={`${prefix}country`} label="account.company.country" />
    <TextField form={form} name={`${prefix}taxNumber`} label="account.company.taxNumber" />
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
