import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { companyCountries } from '#shared/identity/company-countries';
import type { CompanyLookupAnswer } from '#shared/identity/register-check';
import type { StaffCustomerView } from '#shared/identity/staff-customer';
import type { Language } from '#shared/locale';
import { Button } from '../../components/button';
import { invoiceLines, PostalAddress } from '../../components/postal-address';
import { VatStatusNotice } from '../../components/register-notice';
import { ApiError } from '../../lib/api-client';
import { findCompany } from '../../lib/company-api';
import { countriesByName } from '../../lib/form/countries-by-name';
import { useAction } from '../../lib/use-action';
import { LabelledInput, LabelledSelect } from './action-fields';
import { ActionForm } from './action-form';
import type { Act } from './actions-panel';
import { customerActions } from './api/staff-customers-api';

// Making a private customer business: the tax number first, then the public VAT register's company
// (its VAT status shown when it is not active) before the account changes. When the register cannot
// answer, covers no such country or gave no address it can split, the member types what is missing
// and the API keeps the typed data unverified. Typed values stay on a refusal. The look-up and the
// conversion are one action's steps: never offered at once, they share its refusal and busy state.

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

export const ConvertToBusinessForm = ({
  customerId,
  act,
}: {
  customerId: string;
  act: Act<StaffCustomerView>;
}) => {
  const intl = useIntl();
  const countries = countriesByName(companyCountries, intl.locale as Language);
  const [country, setCountry] = useState<string>('PL');
  const [taxNumber, setTaxNumber] = useState('');
  const [flat, setFlat] = useState('');
  const [answer, setAnswer] = useState<CompanyLookupAnswer>();
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState(emptyTyped);
  const action = useAction();
  const find = async () => {
    setAnswer(undefined);
    setTyping(false);
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
  };
  const convertWith = (company: CompanyInvoiceData) =>
    void action.run(() =>
      act(
        () => customerActions.convertToBusiness(customerId, company),
        'staff.customer.done.convertToBusiness',
      ),
    );
  const registered = answer && registeredInvoiceData(answer, flat);
  const wrongTax = taxNumberError(action.error);
  /** A new country or tax number: the company found before no longer counts. */
  const changing = (set: (value: string) => void) => (value: string) => {
    set(value);
    setAnswer(undefined);
    setTyping(false);
  };
  const outcome = (
    <>
      {answer && <VatStatusNotice status={answer.vatStatus} />}
      {registered && (
        <div className="staff-company-found" role="status">
          <p>
            <FormattedMessage id="staff.customer.registerFound" />
          </p>
          <PostalAddress lines={invoiceLines(registered)}>
            <FormattedMessage id="staff.people.taxNumber" values={{ taxNumber: registered.taxNumber }} />
          </PostalAddress>
          <Button busy={action.busy} onClick={() => convertWith(registered)}>
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
              <LabelledInput
                id={`staff-convert-${field}`}
                label={labels[field]}
                value={typed[field]}
                required
                maxLength={field === 'companyName' ? 256 : 128}
                onValue={(value) => setTyped({ ...typed, [field]: value })}
              />
            </div>
          ))}
          <Button
            busy={action.busy}
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
    </>
  );
  return (
    <ActionForm
      action={action}
      onSubmit={find}
      outcome={outcome}
      submit={registered || typing ? undefined : 'checkout.company.lookUp'}
      variant="secondary"
    >
      <LabelledSelect
        id="staff-convert-country"
        label="account.company.country"
        value={country}
        options={countries.map(({ code, name }) => [code, name] as const)}
        onValue={changing(setCountry)}
      />
      <LabelledInput
        id="staff-convert-tax"
        label="account.company.taxNumber"
        value={taxNumber}
        required
        maxLength={32}
        aria-invalid={wrongTax ? true : undefined}
        onValue={changing(setTaxNumber)}
      />
      <LabelledInput
        id="staff-convert-flat"
        label="account.company.flatNumber"
        value={flat}
        maxLength={16}
        onValue={setFlat}
      />
    </ActionForm>
  );
};
