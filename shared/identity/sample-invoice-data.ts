// Company invoice data for tests (the identity forms', the checkout's and the order routes').

/** Company invoice data as the invoice form sends it: a real NIP checksum, Warsaw. */
export const sampleInvoiceData = {
  taxNumber: 'PL 526-025-02-74',
  companyName: 'Example sp. z o.o.',
  companyZipCode: '00-950',
  companyCity: 'Warszawa',
  companyStreet: 'Prosta',
  companyBuildingNumber: '1',
};
