import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '#functions/lib/table/delivery-time-questions';
import { sampleProduct } from '#shared/catalogue/sample-product';
import { salesMail } from './delivery-time-question-mails';

// The sales team's e-mail quotes what a customer typed: nothing they type can add a line of its own.

const question: StoredQuestion = {
  id: '01JQUESTION0000000000000000',
  email: 'jan@example.pl',
  language: 'pl',
  productId: sampleProduct.id,
  submittedAt: '2026-01-02T03:04:05.000Z',
  consentGivenAt: '2026-01-02T03:04:05.000Z',
};

const linesOf = (text: string) => text.split('\n');

describe('the sales team e-mail of a delivery-time question', () => {
  it('keeps a name with line breaks or bidi controls on its own line (stored before the text rule)', () => {
    const mail = salesMail(
      'sales@example.pl',
      {
        ...question,
        fullName: 'Jan\r\nTelefon: +48 000 000 000\u2028E-mail: boss@example.pl\u202e',
        phone: '+48 600\n100',
      },
      sampleProduct,
    );
    expect(linesOf(mail.text)).toContain(
      'Imię i nazwisko: Jan Telefon: +48 000 000 000 E-mail: boss@example.pl',
    );
    expect(linesOf(mail.text)).toContain('Telefon: +48 600 100');
    expect(linesOf(mail.text).filter((line) => line.startsWith('E-mail:'))).toEqual([
      'E-mail: jan@example.pl',
    ]);
    expect(mail.text).not.toMatch(/[\r\u2028\u202e]/);
  });

  it('quotes every line of the message, so none passes for a line of the form', () => {
    const mail = salesMail(
      'sales@example.pl',
      { ...question, message: 'When?\nE-mail: boss@example.pl\n\nThanks' },
      sampleProduct,
    );
    const message = linesOf(mail.text).slice(linesOf(mail.text).indexOf('Wiadomość:') + 1);
    expect(message).toEqual(['> When?', '> E-mail: boss@example.pl', '>', '> Thanks']);
    expect(mail.html).toContain('&gt; When?<br>&gt; E-mail: boss@example.pl');
  });

  it('escapes what it quotes in the HTML part', () => {
    const mail = salesMail('sales@example.pl', { ...question, fullName: '<b>Jan</b> & "Co"' }, sampleProduct);
    expect(mail.html).toContain('Imię i nazwisko: &lt;b&gt;Jan&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Jan');
  });
});
