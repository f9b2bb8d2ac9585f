import type { CompanyInvoiceData } from '#shared/identity/company';
import type { StaffCustomerView } from '#shared/identity/staff-customer';
import type { Result } from '../result';
import { convertToBusiness } from './convert-to-business';
import { showCustomer } from './show-customer';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a customer's id, the company's invoice data form (the register fills it from the tax number)
 * and the staff member. Output: her page after it, or what the conversion answers (`user_not_found`,
 * `company_not_found` on `taxNumber`, `invoice_data_edit_failed`). Course: the customer's own
 * conversion runs (the same workflow, so her company comes from the register, never from the form,
 * unless the register cannot answer or covers no such country: then the form's, kept unverified),
 * then the staff's record of the account type and company before and after.
 */
export const convertCustomerToBusiness = async (
  ports: StaffCustomerPorts,
  { userId, form, staffEmail }: { userId: string; form: CompanyInvoiceData; staffEmail: string },
): Promise<Result<StaffCustomerView>> => {
  const before = await ports.clientProfileOf(userId);
  const converted = await convertToBusiness(ports, { userId, form });
  if (!converted.ok) return converted;
  const at = ports.clock().toISOString();
  await ports.commit([
    {
      item: ports.clientLogItem(userId, {
        at,
        action: 'convertToBusiness',
        staffEmail,
        before: {
          accountTypeId: before?.profile.accountTypeId,
          companyName: before?.invoiceData?.companyName ?? null,
        },
        after: {
          accountTypeId: converted.value.accountTypeId,
          companyName: converted.value.defaultInvoiceData?.companyName ?? null,
          taxNumber: converted.value.defaultInvoiceData?.taxNumber ?? null,
        },
      }),
    },
  ]);
  return showCustomer(ports, { userId });
};
