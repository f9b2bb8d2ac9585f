import type { InvoiceParty } from './invoice';

/**
 * The seller on every invoice: the shop's company data. A made-up placeholder company until the real
 * one is configured; its NIP 1234567802 passes the checksum (weights 6,5,7,2,3,4,5,6,7 → 2), so FA(3)
 * and the KSeF simulator accept it, and no real taxpayer is named.
 */
export const shopCompany: InvoiceParty = {
  name: 'Przykładowy Sklep Sp. z o.o.',
  taxNumber: '1234567802',
  countryCode: 'PL',
  addressLines: ['ul. Przykładowa 1', '00-001 Warszawa'],
  email: 'faktury@example.com',
};
