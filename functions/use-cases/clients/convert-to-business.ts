import { createHash } from 'node:crypto';
import { type AccountTypeId, accountTypeIds } from '#shared/identity/account-types';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { customerSearchTermsOf } from '#shared/identity/customer-search';
import type { ClientProfile } from '#shared/identity/profile';
import type { RegisterCheck } from '#shared/identity/register-check';
import { fieldMessages } from '#shared/validation';
import { fail, failOnFields, ok, type Result } from '../result';
import { step, workflow } from '../workflow/workflow';
import { clientProfileView } from './client-profile-view';
import type { ClientPorts } from './deps';
import { invoiceDataFromRegister } from './invoice-data-from-register';

/** What the conversion carries from step to step (saved with its progress). */
interface Conversion {
  userId: string;
  form: CompanyInvoiceData;
  /** The profile before the first step, which the compensations restore. */
  before: {
    invoiceData: CompanyInvoiceData | null;
    invoiceCheck?: RegisterCheck;
    accountTypeId: AccountTypeId;
  };
}

const recordCompanyInvoiceData = step<ClientPorts, Conversion>(
  'record-company-invoice-data',
  async ({ findCompany, conversionItems: items, clientSearchItems, commit, clock }, conversion) => {
    const { userId, form } = conversion;
    const checked = invoiceDataFromRegister(await findCompany(form.country, form.taxNumber), form);
    if (!checked) {
      return failOnFields('company_not_found', [
        { path: 'taxNumber', message: fieldMessages.companyNotFound },
      ]);
    }
    const { invoiceData, check } = checked;
    // The staff find her by the company's name and tax number from now on.
    const companyTerms = customerSearchTermsOf({ name: '', invoiceData });
    const committed = await commit([
      { item: items.profileExists(userId), whenConditionFails: 'user_not_found' },
      { item: items.recordInvoiceData(userId, invoiceData, clock(), check) },
      ...clientSearchItems(userId, companyTerms).map((item) => ({ item })),
    ]);
    return committed.ok ? ok(conversion) : fail(committed.code);
  },
  async ({ conversionItems: items, commit, clock }, { userId, before }) => {
    const restore = before.invoiceData
      ? items.recordInvoiceData(userId, before.invoiceData, clock(), before.invoiceCheck)
      : items.forgetInvoiceData(userId);
    await commit([{ item: restore }]);
  },
);

const { customer, business } = accountTypeIds;

/** A private customer becomes business (spec section 4); partners and business customers stay. */
const becomeBusiness = step<ClientPorts, Conversion>(
  'become-business',
  async ({ conversionItems: items, commit, clock }, conversion) => {
    const { userId, before } = conversion;
    if (before.accountTypeId !== customer) return ok(conversion);
    const committed = await commit([
      {
        item: items.changeAccountType(userId, customer, business, clock()),
        whenConditionFails: 'invoice_data_edit_failed',
      },
    ]);
    return committed.ok ? ok(conversion) : fail(committed.code);
  },
  async ({ conversionItems: items, commit, clock }, { userId, before }) => {
    if (before.accountTypeId === customer) {
      await commit([{ item: items.changeAccountType(userId, business, customer, clock()) }]);
    }
  },
);

const conversion = workflow('convert-to-business', [recordCompanyInvoiceData, becomeBusiness], {
  failureCode: 'invoice_data_edit_failed',
});

/** The same form again is the same request: a retry resumes or answers the finished run. */
const requestOf = (form: CompanyInvoiceData) =>
  createHash('sha256').update(JSON.stringify(form)).digest('hex');

/**
 * Input: the caller and the invoice data form. Output: the updated profile (with how its invoice data
 * stand against the register: `defaultInvoiceCheck`), or `user_not_found`, `company_not_found` (field
 * `taxNumber`), `invoice_data_edit_failed`.
 * Course: read the profile; run the conversion, one run per client (`convert-to-business#<userId>`):
 * record the invoice data of the company the public VAT register finds for the tax number (its name
 * and address, never the form's, and its VAT status), or, when the register cannot answer or holds no
 * taxpayers of the country, the form's data marked unverified; then make a private customer business;
 * a failed step undoes the one before. The account type lives only in the profile; the next token's claims are derived from it.
 */
export const convertToBusiness = async (
  ports: ClientPorts,
  { userId, form }: { userId: string; form: CompanyInvoiceData },
): Promise<Result<ClientProfile>> => {
  const found = await ports.clientProfileOf(userId);
  if (!found) return fail('user_not_found');
  const before = {
    invoiceData: found.invoiceData,
    ...(found.invoiceCheck ? { invoiceCheck: found.invoiceCheck } : {}),
    accountTypeId: found.profile.accountTypeId,
  };
  const converted = await conversion(ports, {
    id: `convert-to-business#${userId}`,
    request: requestOf(form),
    state: { userId, form, before },
  });
  if (!converted.ok) return converted;
  const updated = await ports.clientProfileOf(userId);
  return updated ? ok(clientProfileView(updated, ports.clock())) : fail('user_not_found');
};
