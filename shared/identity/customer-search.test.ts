import { describe, expect, it } from 'vitest';
import { carriesTerm, customerSearchTermOf, customerSearchTermsOf } from './customer-search';

const company = { companyName: 'Żółta Łódź sp. z o.o.', taxNumber: '526-025-02-74' };

describe("the staff's customer search", () => {
  it('reads a phrase as an e-mail, a tax number or a name, folded as the index keeps them', () => {
    expect(customerSearchTermOf(' Ewa.Nowak@Example.PL ')).toEqual({
      kind: 'email',
      email: 'ewa.nowak@example.pl',
    });
    expect(customerSearchTermOf('PL 526-025-02-74')).toEqual({ kind: 'tax', value: '5260250274' });
    expect(customerSearchTermOf('  Łucja   WIŚNIEWSKA ')).toEqual({
      kind: 'name',
      value: 'lucja wisniewska',
    });
    expect(customerSearchTermOf('2026/15')).toEqual({ kind: 'name', value: '2026 15' });
    expect(customerSearchTermOf(' ;; ')).toBeUndefined();
  });

  it('indexes her full name both ways round, her surname, and her company by name and tax number', () => {
    expect(customerSearchTermsOf({ name: 'Łucja Wiśniewska', invoiceData: company })).toEqual([
      { kind: 'name', value: 'lucja wisniewska' },
      { kind: 'name', value: 'wisniewska lucja' },
      { kind: 'name', value: 'wisniewska' },
      { kind: 'name', value: 'zolta lodz sp z o o' },
      { kind: 'tax', value: '5260250274' },
    ]);
  });

  it('keeps each term once, and a one-word name or no name gives no empty term', () => {
    expect(customerSearchTermsOf({ name: 'Cher', invoiceData: null })).toEqual([
      { kind: 'name', value: 'cher' },
    ]);
    expect(customerSearchTermsOf({ name: '', invoiceData: company }).map(({ kind }) => kind)).toEqual([
      'name',
      'tax',
    ]);
  });

  it('finds every phrase of her terms, and tells a term she no longer carries', () => {
    const ewa = { name: 'Ewa Nowak', invoiceData: company };
    for (const phrase of ['ewa nowak', 'NOWAK Ewa', 'Nowák', 'PL5260250274', 'żółta łódź sp. z o.o.']) {
      const term = customerSearchTermOf(phrase);
      expect(term && term.kind !== 'email' && carriesTerm(ewa, term), phrase).toBe(true);
    }
    expect(carriesTerm({ name: 'Ewa Kowalska', invoiceData: null }, { kind: 'name', value: 'nowak' })).toBe(
      false,
    );
  });
});
