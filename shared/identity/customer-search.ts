import { distinctTerms, foldedTaxNumber, type SearchTerm, searchTermOf } from '../orders/order-search';
import { foldText } from '../text';
import type { CompanyInvoiceData } from './company';

// How the operations staff find a customer: by the e-mail she signs in with (the user pool answers
// that one, unconfirmed sign-ups included), her name, her company's name or its tax number. The
// profile is indexed under the terms of `customerSearchTermsOf`, and a phrase is read as the one term
// of `customerSearchTermOf`, folded as the order search folds (case, diacritics, a tax number's
// dashes and country prefix), so "kowalski", "Jan Kowalski" and "Kowalski Jan" find the same person.

/** What a customer is found by in the table: her names, her company's name and its tax number. */
export type CustomerSearchTerm = SearchTerm & { kind: 'name' | 'tax' };

/** The phrase's e-mail, or the term the table is asked for; undefined when nothing is left to look for. */
export type CustomerQuery = { kind: 'email'; email: string } | CustomerSearchTerm;

/**
 * A staff member's phrase: an e-mail (it has an `@`), a tax number (digits, with dashes, spaces or a
 * `PL` prefix), else a name. A phrase that reads as an order number is a name here (customers have none).
 */
export const customerSearchTermOf = (phrase: string): CustomerQuery | undefined => {
  const term = searchTermOf(phrase);
  if (!term) return undefined;
  if (term.kind === 'email') return { kind: 'email', email: term.value };
  if (term.kind === 'number') return { kind: 'name', value: foldText(phrase) };
  return { kind: term.kind, value: term.value };
};

/** What the index keeps of a customer. */
export interface SearchableCustomer {
  name: string;
  invoiceData: Pick<CompanyInvoiceData, 'companyName' | 'taxNumber'> | null;
}

/**
 * The terms a customer is found by: her full name both ways round, her surname (all after the first
 * name, and its last word alone: "Nowak-Kowalska" and "Kowalska"),
 * her company's name and tax number when she has invoice data. Each once.
 */
export const customerSearchTermsOf = ({ name, invoiceData }: SearchableCustomer): CustomerSearchTerm[] => {
  const words = foldText(name).split(' ').filter(Boolean);
  const terms: CustomerSearchTerm[] = [
    { kind: 'name', value: words.join(' ') },
    { kind: 'name', value: [...words.slice(1), ...words.slice(0, 1)].join(' ') },
    { kind: 'name', value: words.slice(1).join(' ') },
    { kind: 'name', value: words.at(-1) ?? '' },
    ...(invoiceData
      ? [
          { kind: 'name' as const, value: foldText(invoiceData.companyName) },
          { kind: 'tax' as const, value: foldedTaxNumber(invoiceData.taxNumber) },
        ]
      : []),
  ];
  return distinctTerms(terms);
};

/** Whether the customer as she is now still carries the term (an index item outlives a renamed one). */
export const carriesTerm = (customer: SearchableCustomer, term: CustomerSearchTerm): boolean =>
  customerSearchTermsOf(customer).some(({ kind, value }) => kind === term.kind && value === term.value);
