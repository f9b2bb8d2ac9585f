import type { CompanyInvoiceData } from './company';

// What the public VAT register ("Wykaz podatników VAT", functions/lib/company-register/README.md) says
// about a company, as the API answers it and as it is kept beside the invoice data it filled.

/**
 * The taxpayer's VAT status on the day asked: `active` (Czynny), `exempt` (Zwolniony), and the two
 * kinds of Niezarejestrowany: `notRegistered` (never registered, or registration refused) and
 * `removed` (struck off the register).
 */
export const vatStatuses = ['active', 'exempt', 'notRegistered', 'removed'] as const;
export type VatStatus = (typeof vatStatuses)[number];

/** The message shown before an invoice goes to a taxpayer whose VAT status is not active. */
export const vatStatusNotices = {
  exempt: 'company.vatStatus.exempt',
  notRegistered: 'company.vatStatus.notRegistered',
  removed: 'company.vatStatus.removed',
} as const satisfies Record<Exclude<VatStatus, 'active'>, string>;

/** The notice's message key, none for an active VAT payer. */
export const vatStatusNotice = (status: VatStatus): string | undefined =>
  status === 'active' ? undefined : vatStatusNotices[status];

/**
 * Why invoice data were kept without the register's word: it could not answer, it does not cover the
 * country, it knows no such taxpayer, or (an order's) the shop had no answer of the day on the number.
 * Saved default invoice data are only ever `unavailable` or `notCovered` (an unknown NIP is refused).
 */
export const unverifiedReasons = ['unavailable', 'notCovered', 'notFound', 'notChecked'] as const;
export type UnverifiedReason = (typeof unverifiedReasons)[number];

/**
 * How saved invoice data stands against the register: `verified` when the register knew the tax
 * number on `checkedOn` (its `requestId` is the register's proof of the search), else unverified
 * with the reason: the data is the customer's, as she typed it.
 */
export type RegisterCheck =
  | { verified: true; vatStatus: VatStatus; checkedOn: string; requestId: string }
  | { verified: false; reason: UnverifiedReason };

/** The invoice data's address fields, which the register's one-line address fills when it can be split. */
export interface CompanyAddressFields {
  companyStreet: string;
  companyBuildingNumber: string;
  /** Only when the address has one. */
  companyFlatNumber?: string;
  companyZipCode: string;
  companyCity: string;
}

/**
 * `GET /api/clients/companies/{country}/{taxNumber}`: the company as the register has it (the address
 * fields only when its address could be split, the flat number only when it has one) and its VAT
 * status, which the invoice forms show when it is not active.
 */
export interface CompanyLookupAnswer {
  company: Pick<CompanyInvoiceData, 'country' | 'taxNumber' | 'companyName'> & Partial<CompanyAddressFields>;
  vatStatus: VatStatus;
  checkedOn: string;
}
