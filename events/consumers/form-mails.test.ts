import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '#functions/lib/table/form-submissions';
import { confirmationMail, staffMail } from './form-mails';

// A form's two e-mails: staff read every detail on its own line and the message quoted; the sender's
// confirmation, in her language, repeats nothing she typed and tells a callback's promise.

const contact: StoredSubmission = {
  kind: 'contact',
  id: '01JFORM00000000000000000000',
  email: 'anna@example.pl',
  phone: '+48600100200',
  fullName: 'Anna Nowak',
  companyName: 'Nowak IT',
  message: 'Oferta?\nE-mail: boss@example.pl',
  language: 'pl',
  submittedAt: '2026-03-02T10:00:00.000Z',
  consentGivenAt: '2026-03-02T10:00:00.000Z',
};
const callback: StoredSubmission = {
  kind: 'callback',
  id: '01JFORM00000000000000000001',
  email: 'bob@example.com',
  phone: '+441234567890',
  fullName: 'Bob <b>Smith</b>',
  language: 'en',
  submittedAt: '2026-03-06T18:00:00.000Z',
  consentGivenAt: '2026-03-06T18:00:00.000Z',
  callback: { kind: 'atOpening', date: '2026-03-09', time: '09:00' },
};
const linesOf = (text: string) => text.split('\n');

describe("the staff's e-mail of a form", () => {
  it('names the form and each detail on its own line, the message quoted', () => {
    const mail = staffMail('staff@example.pl', contact);
    expect(mail.subject).toBe('Formularz kontaktowy: Anna Nowak');
    for (const line of ['Firma: Nowak IT', 'Telefon: +48600100200', 'E-mail: anna@example.pl'])
      expect(linesOf(mail.text)).toContain(line);
    expect(linesOf(mail.text).filter((line) => line.startsWith('E-mail:'))).toEqual([
      'E-mail: anna@example.pl',
    ]);
    expect(mail.text).toContain('Wiadomość:\n> Oferta?\n> E-mail: boss@example.pl');
    expect(mail.text).not.toContain('Produkt:');
  });

  it("tells staff a callback's promise and the product of a service inquiry", () => {
    expect(linesOf(staffMail('staff@example.pl', callback).text)).toContain(
      'Obiecany telefon: poniedziałek, 9 marca, od 09:00',
    );
    const within = staffMail('staff@example.pl', { ...callback, callback: { kind: 'within', minutes: 30 } });
    expect(linesOf(within.text)).toContain('Obiecany telefon: w ciągu 30 minut');
    const inquiry = staffMail(
      'staff@example.pl',
      { ...contact, kind: 'service-inquiry', productId: 'backup-m365-per-user' } as StoredSubmission,
      'Kopia Microsoft 365 (backup-m365-per-user)',
    );
    expect(linesOf(inquiry.text)).toContain('Produkt: Kopia Microsoft 365 (backup-m365-per-user)');
  });
});

describe("the staff's e-mail of a financing inquiry", () => {
  const financing = (choice: object) =>
    ({
      ...contact,
      kind: 'financing',
      financing: 'leasing',
      currency: 'PLN',
      value: 1_200_000,
      months: 36,
      ...choice,
    }) as StoredSubmission;
  const lineOf = (mail: { text: string }) =>
    linesOf(mail.text)
      .find((line) => line.startsWith('Finansowanie: '))
      ?.replace(/\u00a0|\u202f/g, ' ');

  it.each([
    [
      { financing: 'leasing' },
      'Finansowanie: leasing, wartość netto 12 000,00 zł, 36 rat; wpłata własna 1200,00 zł; rata 340,01 zł (ostatnia 340,19 zł); wykup 120,00 zł; razem 13 560,54 zł',
    ],
    [
      { financing: 'credit', value: 600_000, months: 10 },
      'Finansowanie: kredyt ratalny, cena brutto 6000,00 zł, 10 rat; wpłata własna 0,00 zł; rata 600,00 zł (ostatnia 600,00 zł); wykup 0,00 zł; razem 6000,00 zł',
    ],
  ])('names the chosen option %j priced by the calculator', (choice, line) => {
    expect(lineOf(staffMail('staff@example.pl', financing(choice)))).toBe(line);
  });

  it.each([
    [24, '24 raty'],
    [36, '36 rat'],
    [48, '48 rat'],
  ])('counts %i instalments in Polish as “%s”', (months, counted) => {
    expect(lineOf(staffMail('staff@example.pl', financing({ months })))).toContain(`zł, ${counted}; `);
  });

  it('leaves out the company line of a consumer who gave none, and the financing line of other forms', () => {
    const { companyName: _, ...consumer } = financing({
      financing: 'credit',
      value: 600_000,
      months: 10,
    }) as {
      companyName?: string;
    };
    expect(staffMail('staff@example.pl', consumer as StoredSubmission).text).not.toContain('Firma:');
    expect(staffMail('staff@example.pl', contact).text).not.toContain('Finansowanie:');
  });

  it('is confirmed to the sender in her language by the form’s name', () => {
    expect(confirmationMail({ ...financing({}), language: 'de' }).subject).toBe(
      'Wir haben Ihre Anfrage erhalten: Anfrage zu Leasing oder Ratenkredit',
    );
  });
});

describe("the sender's confirmation", () => {
  it('is written in her language and repeats nothing she typed', () => {
    const mail = confirmationMail(contact);
    expect(mail.to).toBe('anna@example.pl');
    expect(mail.subject).toBe('Otrzymaliśmy Twoje zgłoszenie: Formularz kontaktowy');
    for (const typed of ['Anna', 'Nowak IT', 'Oferta', 'boss@example.pl'])
      expect(mail.text).not.toContain(typed);
    expect(mail.text).not.toMatch(/minut|godzin/);
  });

  it.each([
    [{ kind: 'within', minutes: 15 } as const, 'We will call you back within 15 minutes.'],
    [
      { kind: 'atOpening', date: '2026-03-09', time: '09:00' } as const,
      'We are outside our working hours now (09:00–18:00 on working days). We will call you on Monday, March 9, from 09:00.',
    ],
  ])("tells a callback's promise %j", (promise, sentence) => {
    const mail = confirmationMail({ ...callback, callback: promise });
    expect(mail.subject).toBe('We have received your request: Callback request');
    expect(mail.text.split('\n\n')).toContain(sentence);
    expect(mail.text).not.toContain('Bob');
  });
});
