import type { VatIdCheck } from '#shared/basket/buyer-vat';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { vatId as vatIdText } from '#shared/identity/tax-number';
import type { VatCheck } from '../../lib/vies/vies';
import type { VatPorts } from '../basket/buyer-vat-terms';

export interface FakeVat {
  /** VIES's answers by VAT id (`DE123456789`); any other number is invalid. */
  answers?: Record<string, VatCheck>;
  /** Customers' default invoice data by sub. */
  invoiceData?: Record<string, CompanyInvoiceData>;
}

/** In-memory VAT ports: VIES's answers (each question recorded in `asked`), the cache as a map. */
export const fakeVatPorts = ({ answers = {}, invoiceData = {} }: FakeVat = {}) => {
  const asked: string[] = [];
  const cache = new Map<string, VatIdCheck>();
  const ports: Omit<VatPorts, 'clock'> = {
    vies: {
      checkVatNumber: async (country, number) => {
        const vatId = vatIdText(country, number);
        asked.push(vatId);
        return answers[vatId] ?? { status: 'invalid' };
      },
    },
    cachedVatCheck: async (vatId) => cache.get(vatId),
    cacheVatCheck: async (check) => void cache.set(check.vatId, check),
    defaultInvoiceData: async (sub) => invoiceData[sub] ?? null,
  };
  return { ports, asked, cache };
};
