import { foldText } from '../text';
import { orderNumberOf, orderNumberPattern } from './order-number';
import type { PlaceOrderInput } from './place-order-input';

// How the operations staff find an order by what a customer tells them on the phone: its number, the
// e-mail it was placed with, the buyer's name or company, or the company's tax number. Each placed order
// is indexed under the terms of `searchTermsOf`, and a search phrase is read as the one term of
// `searchTermOf`, so both sides fold text alike (case, Polish and other diacritics, spacing, the
// number's leading zeros, a tax number's dashes and country prefix).

/** What a term names: the kinds a phrase is read as. */
export const searchKinds = ['number', 'email', 'tax', 'name'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchTerm {
  kind: SearchKind;
  /** The folded value, as the index keeps it. */
  value: string;
}

/** An order number with its sequence's leading zeros restored: `2026/1234` → `2026/001234`. */
const fullNumber = (text: string): string => {
  const [year = '', sequence = ''] = text.split('/');
  return orderNumberOf(year, Number(sequence));
};

/** A tax number without spacing or punctuation and without a VAT prefix: `PL 526-025-02-74` → `5260250274`. */
export const foldedTaxNumber = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^[A-Z]{2,3}(?=\d)/, '');

/** Digits (seven or more) with at most a VAT prefix before them and letters after: a tax number. */
const taxNumberPattern = /^[A-Z]{0,3}\d{7,}[A-Z0-9]*$/;

/**
 * The term a staff member's phrase looks for: an order number (`2026/001234`, leading zeros optional),
 * an e-mail (it has an `@`), a tax number (digits, with dashes, spaces or a `PL` prefix), else a name
 * (a person's, or a company's). Undefined when nothing is left to look for.
 */
export const searchTermOf = (phrase: string): SearchTerm | undefined => {
  const text = phrase.trim();
  if (orderNumberPattern.test(text)) return { kind: 'number', value: fullNumber(text) };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  if (taxNumberPattern.test(text.toUpperCase().replace(/[\s.-]/g, '')))
    return { kind: 'tax', value: foldedTaxNumber(text) };
  const name = foldText(text);
  return name ? { kind: 'name', value: name } : undefined;
};

/** Each term once, and none left empty by folding. */
export const distinctTerms = <Term extends SearchTerm>(terms: readonly Term[]): Term[] => {
  const seen = new Set<string>();
  return terms.filter(({ kind, value }) => {
    const key = `${kind}:${value}`;
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** What the index keeps of an order: its number, e-mails, the buyer's names and the company's tax number. */
export interface SearchableOrder {
  number: string;
  email: string;
  details: Pick<PlaceOrderInput, 'contact' | 'invoice'>;
}

/**
 * The terms an order is found by: its number; the order's e-mail; the contact's full name, surname and
 * "surname first name"; the company's name and tax number when it has invoice data. Each once.
 */
export const searchTermsOf = ({
  number,
  email,
  details: { contact, invoice },
}: SearchableOrder): SearchTerm[] => {
  const terms: SearchTerm[] = [
    { kind: 'number', value: number },
    { kind: 'email', value: email.toLowerCase() },
    { kind: 'email', value: contact.email.toLowerCase() },
    { kind: 'name', value: foldText(`${contact.firstName} ${contact.surname}`) },
    { kind: 'name', value: foldText(`${contact.surname} ${contact.firstName}`) },
    { kind: 'name', value: foldText(contact.surname) },
    ...(invoice
      ? [
          { kind: 'name' as const, value: foldText(invoice.companyName) },
          { kind: 'tax' as const, value: foldedTaxNumber(invoice.taxNumber) },
        ]
      : []),
  ];
  return distinctTerms(terms);
};
