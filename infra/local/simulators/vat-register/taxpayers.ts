import type { RegisterEntity } from '#shared/identity/vat-register-contract';

// The made-up taxpayers the local VAT register knows (README.md lists them), written as the Ministry's
// register writes them: names and addresses in capitals, one address line, dates `YYYY-MM-DD`. Every
// NIP passes the checksum; any other valid NIP is unknown (`subject: null`).

const none = {
  pesel: null,
  krs: null,
  residenceAddress: null,
  workingAddress: null,
  representatives: [],
  authorizedClerks: [],
  partners: [],
  registrationDenialDate: null,
  registrationDenialBasis: null,
  restorationDate: null,
  restorationBasis: null,
  removalDate: null,
  removalBasis: null,
  hasVirtualAccounts: false,
} satisfies Partial<RegisterEntity>;

/** An active company in Warsaw, its flat in the address (the one the demo's business customer uses). */
export const activeCompany: RegisterEntity = {
  ...none,
  name: 'PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '5260250274',
  statusVat: 'Czynny',
  regon: '015678944',
  krs: '0000123456',
  workingAddress: 'UL. PROSTA 20/4, 00-950 WARSZAWA',
  registrationLegalDate: '2004-05-01',
  accountNumbers: ['61109010140000071219812874'],
};

/** An active company in Kraków without a flat (the demo partner's customer). */
export const activeKrakowCompany: RegisterEntity = {
  ...none,
  name: 'TESTOWA SPÓŁKA AKCYJNA',
  nip: '1234563218',
  statusVat: 'Czynny',
  regon: '356789012',
  krs: '0000654321',
  workingAddress: 'DŁUGA 1, 30-001 KRAKÓW',
  registrationLegalDate: '2012-03-19',
  accountNumbers: ['27114020040000300201355387'],
};

/** A sole trader exempt from VAT (a natural person: no seat published). */
export const exemptTrader: RegisterEntity = {
  ...none,
  name: 'JAN KOWALSKI USŁUGI INFORMATYCZNE',
  nip: '6760000003',
  statusVat: 'Zwolniony',
  regon: '121234561',
  workingAddress: 'ŚWIĘTOKRZYSKA 12/4, 00-916 WARSZAWA',
  registrationLegalDate: '2019-01-07',
  accountNumbers: ['83105014451000009032511222'],
};

/** A trader whose registration was refused, in a village without streets. */
export const notRegisteredTrader: RegisterEntity = {
  ...none,
  name: 'ANNA WIŚNIEWSKA PRACOWNIA GRAFICZNA',
  nip: '9540000008',
  statusVat: 'Niezarejestrowany',
  regon: '241234563',
  workingAddress: 'ZALESIE 15, 05-500 PIASECZNO',
  registrationLegalDate: null,
  registrationDenialDate: '2024-03-14',
  registrationDenialBasis: 'Art. 96 ust. 4 ustawy o podatku od towarów i usług',
  accountNumbers: [],
};

/** A partnership struck off the register in mid-2025 (active before its removal date). */
export const removedCompany: RegisterEntity = {
  ...none,
  name: 'DAWNA HURTOWNIA NOWAK SPÓŁKA JAWNA',
  nip: '5830000003',
  statusVat: 'Niezarejestrowany',
  regon: '192345674',
  krs: '0000345678',
  residenceAddress: 'AL. GRUNWALDZKA 100 LOK. 12, 80-244 GDAŃSK',
  registrationLegalDate: '2010-09-01',
  removalDate: '2025-06-30',
  removalBasis: 'Art. 96 ust. 9 pkt 4 ustawy o podatku od towarów i usług',
  accountNumbers: [],
};

/** An active company whose address has no building number: the customer types the address. */
export const unsplitAddressCompany: RegisterEntity = {
  ...none,
  name: 'SOLNY SERWIS SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '8990000002',
  statusVat: 'Czynny',
  regon: '021234567',
  krs: '0000456789',
  workingAddress: 'PLAC SOLNY, 50-062 WROCŁAW',
  registrationLegalDate: '2016-11-02',
  accountNumbers: ['49102052420000230201234567'],
};

export const taxpayers: RegisterEntity[] = [
  activeCompany,
  activeKrakowCompany,
  exemptTrader,
  notRegisteredTrader,
  removedCompany,
  unsplitAddressCompany,
];

/** A taxpayer as the register shows it on `date`: before its removal it was still an active payer. */
export const taxpayerOn = (nip: string, date: string): RegisterEntity | undefined => {
  const taxpayer = taxpayers.find((one) => one.nip === nip);
  if (!taxpayer?.removalDate || date >= taxpayer.removalDate) return taxpayer;
  return { ...taxpayer, statusVat: 'Czynny', removalDate: null, removalBasis: null };
};
