import { type FormEvent, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import type { ClientProfile } from '#shared/identity/profile';
import { openLicenceDataSchema } from '#shared/orders/place-order-input';
import { Button } from '../../components/button';
import { TextField } from '../../components/fields';
import { useClientProfile } from '../../lib/client-profile-api';
import { basketKinds, invoiceFormWithDefault } from './checkout-rules';
import { CompanyFields, lookupErrors } from './company-fields';
import { checked, openLicenceOf, ownerPrefix, wantsInvoice } from './order-input';
import { StepActions } from './step-actions';
import { type StepData, schemaErrors, useStepForm } from './step-form';
import type { StepProps } from './step-props';

/** How the saved invoice data stood against the register, while the form holds their tax number. */
const savedCheckOf = (profile: ClientProfile | undefined, data: StepData) =>
  profile?.defaultInvoiceData && profile.defaultInvoiceData.taxNumber === data.taxNumber
    ? profile.defaultInvoiceCheck
    : undefined;

const openLicenceErrorPath = (path: string) =>
  path === 'licenceOwner' ? 'forAnotherEntity' : path.replace(/^licenceOwner\./, ownerPrefix);

/**
 * Step 3: the company invoice data (required for a business, optional otherwise; a business starts
 * with its saved default invoice data when the form is empty) and, for an Open licence, the 15-digit
 * authorization number and the licence owner: the invoice's company, or another entity's data (typed,
 * or copied from the invoice data).
 */
export const InvoiceStep = ({ state, dispatch, basket, profile }: StepProps) => {
  const savedProfile = useClientProfile(profile !== undefined).data;
  const saved = savedProfile?.defaultInvoiceData ?? null;
  const openLicence = basketKinds(basket).includes('open-licence');
  // The step's rules over a form's data as it is now (its errors go as their fields become valid).
  const invoiceErrors = (data: StepData) =>
    wantsInvoice({ ...state, invoice: { data, valid: false } })
      ? schemaErrors(companyInvoiceDataSchema, data)
      : [];
  const licenceErrors = (data: StepData) =>
    openLicence
      ? schemaErrors(
          openLicenceDataSchema,
          openLicenceOf({ ...state, licenceOwner: { ...state.licenceOwner, form: { data, valid: false } } }),
        ).map((error) => ({ ...error, path: openLicenceErrorPath(error.path) }))
      : [];
  const invoice = useStepForm(
    state.invoice.data,
    (data) => dispatch({ type: 'setInvoice', state: { data, valid: false } }),
    (data) => [...invoiceErrors(data), ...lookupErrors(data)],
  );
  const { source, form: ownerForm } = state.licenceOwner;
  const licence = useStepForm(
    ownerForm.data,
    (data) => dispatch({ type: 'setLicenceOwner', source, form: { data, valid: false } }),
    (data) => [...licenceErrors(data), ...lookupErrors(data, ownerPrefix)],
  );
  const business = state.accountType === 'business';
  const anotherEntity = ownerForm.data.forAnotherEntity === checked;

  useEffect(() => {
    const filled = invoiceFormWithDefault(state.invoice, state.accountType, saved);
    if (filled !== state.invoice) dispatch({ type: 'setInvoice', state: filled });
  }, [saved, state.invoice, state.accountType, dispatch]);

  const chooseOwner = (another: boolean) =>
    dispatch({
      type: 'setLicenceOwner',
      source: another ? 'licenceOwnerData' : 'authorizationNumber',
      form: { data: { ...ownerForm.data, forAnotherEntity: another ? checked : '' }, valid: false },
    });
  const copyInvoiceData = () => {
    const copied = Object.entries(state.invoice.data).map(([name, value]) => [
      `${ownerPrefix}${name}`,
      value,
    ]);
    dispatch({
      type: 'setLicenceOwner',
      source: 'invoiceDataCopy',
      form: { data: { ...ownerForm.data, ...Object.fromEntries(copied) }, valid: false },
    });
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const invoiceData = state.invoice.data;
    const invoiceValid = invoice.report(invoiceErrors(invoiceData));
    const licenceValid = licence.report(licenceErrors(ownerForm.data), invoiceValid);
    if (!invoiceValid || !licenceValid) return;
    dispatch({ type: 'setInvoice', state: { data: invoiceData, valid: true } });
    dispatch({ type: 'setLicenceOwner', source, form: { data: ownerForm.data, valid: true } });
    dispatch({ type: 'completeStep' });
  };

  return (
    <form onSubmit={next} noValidate>
      <fieldset>
        <legend>
          <FormattedMessage id={business ? 'checkout.invoice.company' : 'checkout.invoice.optional'} />
        </legend>
        <CompanyFields form={invoice} saved={savedCheckOf(savedProfile, state.invoice.data)} />
      </fieldset>
      {openLicence && (
        <fieldset>
          <legend>
            <FormattedMessage id="checkout.licence.title" />
          </legend>
          <TextField
            form={licence}
            name="authorizationNumber"
            label="checkout.licence.authorizationNumber"
            hint={<FormattedMessage id="checkout.licence.authorizationNumber.hint" />}
          />
          <label className="consent">
            <input
              id={licence.idFor('forAnotherEntity')}
              type="checkbox"
              checked={anotherEntity}
              onChange={(event) => chooseOwner(event.target.checked)}
            />
            <FormattedMessage id="checkout.licence.forAnotherEntity" />
          </label>
          {anotherEntity && (
            <>
              <Button variant="secondary" onClick={copyInvoiceData}>
                <FormattedMessage id="checkout.licence.copyInvoice" />
              </Button>
              <CompanyFields form={licence} prefix={ownerPrefix} />
            </>
          )}
        </fieldset>
      )}
      <StepActions />
    </form>
  );
};
