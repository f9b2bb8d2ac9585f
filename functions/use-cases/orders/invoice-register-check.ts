import type { CompanyInvoiceData } from '#shared/identity/company';
import type { RegisterCheck } from '#shared/identity/register-check';
import type { CompanyRegister } from '../../lib/company-register/company-register';

/**
 * How an order's invoice company stands against the public VAT register, from the answer of the day
 * the checkout's look-up left (`kept`: placing never searches the register, so neither its outage nor
 * its daily limit holds an order up): verified with its VAT status when the register knew the NIP;
 * else unverified: another country (`notCovered`), a NIP it does not know (`notFound`), or no answer
 * of the day on it (`notChecked`: typed without a look-up, the register down, or the table failing).
 */
export const invoiceRegisterCheck = async (
  kept: CompanyRegister['kept'],
  { country, taxNumber }: Pick<CompanyInvoiceData, 'country' | 'taxNumber'>,
): Promise<RegisterCheck> => {
  if (country !== 'PL') return { verified: false, reason: 'notCovered' };
  const answer = await kept(country, taxNumber).catch(() => undefined);
  if (!answer) return { verified: false, reason: 'notChecked' };
  if (answer.status === 'notFound') return { verified: false, reason: 'notFound' };
  const { vatStatus, checkedOn, requestId } = answer.company;
  return { verified: true, vatStatus, checkedOn, requestId };
};
