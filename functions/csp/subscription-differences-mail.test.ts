import { describe, expect, it } from 'vitest';
import { templateProblems } from '../lib/mail-templates';
import { differencesMail, differencesTemplate } from './subscription-differences-mail';

// The staff's report of the differences the reconciliation found and left to them.

describe('the report of subscriptions that differ at Microsoft', () => {
  it('is a Polish text whose every placeholder is filled', () => {
    expect(templateProblems(differencesTemplate)).toEqual([]);
  });

  it('lists each difference on a line: what differs, whose, and what each side holds', () => {
    const mail = differencesMail(
      'sprzedaz@sklep.pl',
      [
        {
          kind: 'seats',
          tenantId: 't-1',
          partnerSubscriptionId: 'pc-1',
          subscriptionId: '01JD0000000000000000000000-0',
          sub: 'sub-1',
          shop: 3,
          microsoft: 5,
        },
        { kind: 'unknownAtMicrosoft', tenantId: 't-1', partnerSubscriptionId: 'pc-2', microsoft: 4 },
      ],
      new Date('2026-01-02T03:15:00.000Z'),
    );
    expect(mail).toMatchObject({
      to: 'sprzedaz@sklep.pl',
      subject: 'Microsoft 365: różnice między sklepem a Partner Center (2)',
    });
    expect(mail.text.split('\n').slice(-2)).toEqual([
      '- inna liczba licencji: tenant t-1, Partner Center pc-1, subskrypcja 01JD0000000000000000000000-0 (klient sub-1), w sklepie: 3, w Microsoft: 5',
      '- jest w Partner Center, sklep jej nie zna: tenant t-1, Partner Center pc-2, w Microsoft: 4',
    ]);
  });
});
