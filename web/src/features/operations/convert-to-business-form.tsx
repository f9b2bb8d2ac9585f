import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { companyCountries } from '#shared/identity/company-countries';
import type { CompanyLookupAnswer } from '#shared/identity/register-check';
import type { StaffCustomerView } from '#shared/identity/staff-customer';
import type { Language } from '#shared/locale';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { invoiceLines, PostalAddress } from '../../components/postal-address';
import { VatStatusNotice } from '../../components/register-notice';
import { ApiError } from '../../lib/api-client';
import { findCompany } from '../../lib/company-api';
import { countriesByName } from '../../lib/form/countries-by-name';
import { useAction } from '../../lib/use-action';
import { customerActions } from './api/staff-customers-api';

// Making a private customer business: the tax number first, then the public VAT register's company
// (its VAT status shown when it is not active) before the account changes. When the register cannot
// answer, covers no such country or gave no address it can split, the member types what is missing
// and the API keeps the typed data unverified. Typed values stay on a refusal.

export type Act = (action: () => Promise<StaffCustomerView>, done: string) => Promise<void>;

/** The look-up refusals after which the member types the company's data. */
const typedAfter = new Set([
  'company_register_unavailable',
  'company_register_limit',
  'company_register_not_covered',
]);

const taxNumberError = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'company_not_found' || error.fields?.some((field) => field.path === 'taxNumber'));

const typedFields = [
  'companyName',
  'companyStreet',
  'companyBuildingNumber',
  'companyZipCode',
  'companyCity',
] as const;
type TypedField = (typeof typedFields)[number];
const labels: Record<TypedField, string> = {
  companyName: 'account.company.name',
  companyStreet: 'account.company.street',
  companyBuildingNumber: 'account.company.buildingNumber',
  companyZipCode: 'account.company.zipCode',
  companyCity: 'account.company.city',
};
const emptyTyped: Record<TypedField, string> = {
  companyName: '',
  companyStreet: '',
  companyBuildingNumber: '',
  companyZipCode: '',
  companyCity: '',
};

/** The register's company as invoice data, when it gave a whole address. */
const registeredInvoiceData = (
  { company }: CompanyLookupAnswer,
  flat: string,
): CompanyInvoiceData | undefined => {
  const { companyStreet, companyBuildingNumber, companyZipCode, companyCity } = company;
  if (!companyStreet || !companyBuildingNumber || !companyZipCode || !companyCity) return undefined;
  return {
    country: company.country,
    taxNumber: company.taxNumber,
    companyName: company.companyName,
    companyStreet,
    companyBuildingNumber,
    companyZipCode,
    companyCity,
    companyFlatNumber: company.companyFlatNumber ?? (flat.trim() || undefined),
  };
};

export const ConvertToBusinessForm = ({ customerId, act }: { customerId: string; act: Act }) => {
  const intl = useIntl();
  const countries = countriesByName(companyCountries, intl.locale as Language);
  const [country, setCountry] = useState<string>('PL');
  const [taxNumber, setTaxNumber] = useState('');
  const [flat, setFlat] = useState('');
  const [answer, setAnswer] = useState<CompanyLookupAnswer>();
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState(emptyTyped);
  const lookUp = useAction();
  const convert = useAction();
  const find = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(undefined);
    setTyping(false);
    void lookUp.run(async () => {
      try {
        const found = await findCompany(country, taxNumber.trim());
        setAnswer(found);
        if (!registeredInvoiceData(found, flat)) {
          setTyped({ ...emptyTyped, companyName: found.company.companyName });
          setTyping(true);
        }
      } catch (error) {
        if (error instanceof ApiError && typedAfter.has(error.code)) setTyping(true);
        throw error;
      }
    });
  };
  const convertWith = (company: CompanyInvoiceData) =>
    void convert.run(() =>
      act(
        () => customerActions.convertToBusiness(customerId, company),
        'staff.customer.done.convertToBusiness',
      ),
    );
  const registered = answer && registeredInvoiceData(answer, flat);
  const wrongTax = taxNumberError(lookUp.error) || taxNumberError(convert.error);
  const changed = () => {
    setAnswer(undefined);
    setTyping(false);
  };
  return (
    <form className="staff-action-form" onSubmit={find}>
      <label htmlFor="staff-convert-country">
        <FormattedMessage id="account.company.country" />
      </label>
      <select
        id="staff-convert-country"
        value={country}
        onChange={(event) => {
          setCountry(event.currentTarget.value);
          changed();
        }}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor="staff-convert-tax">
        <FormattedMessage id="account.company.taxNumber" />
      </label>
      <input
        id="staff-convert-tax"
        value={taxNumber}
        required
        maxLength={32}
        autoComplete="off"
        aria-invalid={wrongTax ? true : undefined}
        onChange={(event) => {
          setTaxNumber(event.currentTarget.value);
          changed();
        }}
      />
      <label htmlFor="staff-convert-flat">
        <FormattedMessage id="account.company.flatNumber" />
      </label>
      <input
        id="staff-convert-flat"
        value={flat}
        maxLength={16}
        autoComplete="off"
        onChange={(event) => setFlat(event.currentTarget.value)}
      />
      <AlertMessage id={lookUp.failure ?? convert.failure} />
      {answer && <VatStatusNotice status={answer.vatStatus} />}
      {registered && (
        <div className="staff-company-found" role="status">
          <p>
            <FormattedMessage id="staff.customer.registerFound" />
          </p>
          <PostalAddress lines={invoiceLines(registered)}>
            <FormattedMessage id="staff.people.taxNumber" values={{ taxNumber: registered.taxNumber }} />
          </PostalAddress>
          <Button busy={convert.busy} onClick={() => convertWith(registered)}>
            <FormattedMessage id="staff.customer.action.convertToBusiness" />
          </Button>
        </div>
      )}
      {typing && (
        <fieldset className="staff-company-typed">
          <legend>
            <FormattedMessage id="staff.customer.typeCompany" />
          </legend>
          {typedFields.map((field) => (
            <div key={field} className="staff-company-typed__field">
              <label htmlFor={`staff-convert-${field}`}>
                <FormattedMessage id={labels[field]} />
              </label>
              <input
                id={`staff-convert-${field}`}
                value={typed[field]}
                required
                maxLength={field === 'companyName' ? 256 : 128}
                autoComplete="off"
                onChange={(event) => setTyped({ ...typed, [field]: event.currentTarget.value })}
              />
            </div>
          ))}
          <Button
            busy={convert.busy}
            onClick={() =>
              convertWith({
                country: country as CompanyInvoiceData['country'],
                taxNumber: taxNumber.trim(),
                ...typed,
                companyFlatNumber: flat.trim() || undefined,
              })
            }
          >
            <FormattedMessage id="staff.customer.action.convertTyped" />
          </Button>
        </fieldset>
      )}
      {!registered && !typing && (
        <Button type="submit" variant="secondary" busy={lookUp.busy}>
          <FormattedMessage id="checkout.company.lookUp" />
        </Button>
      )}
    </form>
  );
};
