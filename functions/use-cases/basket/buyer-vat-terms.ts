import { type Buyer, isEuCountry, shopCountry, type VatIdCheck } from '#shared/basket/buyer-vat';
import type { VatId } from '#shared/basket/vat-id';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { vatId as vatIdText } from '#shared/identity/tax-number';
import type { cachedVatCheck, cacheVatCheck } from '../../lib/table/vat-checks';
import type { VatNumberChecker } from '../../lib/vies/vies';
import type { BasketBuyer } from './basket-buyer';
import { isBusinessBuyer } from './basket-buyer';

/** The ports of the VAT terms: the VIES port, its 24-hour cache, a customer's default invoice data. */
export interface VatPorts {
  vies: VatNumberChecker;
  cachedVatCheck: typeof cachedVatCheck;
  cacheVatCheck: typeof cacheVatCheck;
  defaultInvoiceData: (sub: string) => Promise<CompanyInvoiceData | null>;
  clock: () => Date;
}

/** Who the VAT is computed for (shared/basket/buyer-vat.ts), and VIES's answer when it was asked. */
export interface BuyerVatTerms {
  buyer: Buyer;
  check?: VatIdCheck;
}

/** The checkout's VAT id, else a signed-in business customer's default invoice data's. */
const claimedVatId = async (ports: VatPorts, buyer: BasketBuyer): Promise<VatId | undefined> => {
  if (buyer.vatId) return buyer.vatId;
  if (buyer.owner.kind !== 'customer' || !isBusinessBuyer(buyer)) return undefined;
  const invoice = await ports.defaultInvoiceData(buyer.owner.sub);
  return invoice ? { country: invoice.country, number: invoice.taxNumber } : undefined;
};

/** VIES's answer: the one kept from the last day, else a new one, kept unless VIES could not answer. */
const checkOf = async (ports: VatPorts, { country, number }: VatId): Promise<VatIdCheck> => {
  const now = ports.clock();
  const vatId = vatIdText(country, number);
  const kept = await ports.cachedVatCheck(vatId, now);
  if (kept) return kept;
  const answer = await ports.vies.checkVatNumber(country, number);
  const proof = answer.status !== 'unavailable' ? answer.requestIdentifier : undefined;
  const check: VatIdCheck = {
    vatId,
    checkedAt: now.toISOString(),
    result: answer.status,
    ...(proof ? { requestIdentifier: proof } : {}),
  };
  if (check.result !== 'unavailable') await ports.cacheVatCheck(check, now);
  return check;
};

/**
 * Input: the buyer. Output: the VAT terms of the basket. Course: a buyer with a VAT id (the
 * checkout's, or a business customer's default invoice data) is a business, in the VAT id's country
 * when it is an EU one; for a business in another EU country than Poland, VIES is asked (through the
 * 24-hour cache) and only a `valid` answer confirms the VAT id (the reverse charge). Anyone else is a
 * business (business account) or a consumer in the shopper's country, and VIES is not asked.
 */
export const buyerVatTerms = async (ports: VatPorts, buyer: BasketBuyer): Promise<BuyerVatTerms> => {
  const vatId = await claimedVatId(ports, buyer);
  const kind = vatId || isBusinessBuyer(buyer) ? 'business' : 'consumer';
  const country = vatId && isEuCountry(vatId.country) ? vatId.country : buyer.shopper.country;
  const check =
    vatId && country !== shopCountry && isEuCountry(country) ? await checkOf(ports, vatId) : undefined;
  return { buyer: { country, kind, vatIdConfirmed: check?.result === 'valid' }, ...(check ? { check } : {}) };
};
