import type { FormKind } from './form-schemas';

// A valid body of each form, as the site sends it, for tests (unit, integration, the attack suite).

const person = {
  email: 'anna.nowak@example.pl',
  phone: '+48 600 100 200',
  fullName: 'Anna Nowak',
  consent: true,
  language: 'pl',
} as const;

const message = (text: string) => ({ ...person, companyName: 'Nowak IT sp. z o.o.', message: text });

export const sampleForms = {
  contact: message('Dzień dobry,\nproszę o ofertę na 20 licencji Microsoft 365.'),
  cooperation: message('Jesteśmy integratorem z Krakowa i chcemy zostać partnerem.'),
  'help-centre': message('Nie mogę pobrać faktury z panelu klienta.'),
  'service-inquiry': { ...person, productId: 'backup-m365-per-user', message: 'Ile kosztuje kopia 50 kont?' },
  callback: { ...person, message: 'Migracja poczty' },
  financing: {
    ...message('Proszę o ofertę leasingu pięciu laptopów.'),
    financing: 'leasing',
    currency: 'PLN',
    value: 1_200_000,
    months: 36,
  },
} as const satisfies Record<FormKind, Record<string, unknown>>;
