import { describe, expect, it } from 'vitest';
import { languageOf, mailTemplate, mailTo, quoted, renderMail, templateProblems } from './mail-templates';

// The one mail shape: a missing language falls back as declared, values fill their placeholders once,
// missing optional values leave their lines out, and the HTML part is escaped.

const greeting = mailTemplate({
  values: ['name'],
  optional: ['note'],
  fallback: ['de', 'en'],
  texts: {
    pl: { subject: 'Cześć {name}', paragraphs: ['Witaj, {name}.', 'Uwaga:\n{note}'] },
    en: { subject: 'Hello {name}', paragraphs: ['Welcome, {name}.\nNote: {note}'] },
    de: { subject: 'Hallo {name}', paragraphs: ['Willkommen, {name}.'] },
  },
});

describe('a mail template', () => {
  it('uses the asked language when it has a text, else the first declared fallback that has one', () => {
    expect(languageOf(greeting, 'en')).toBe('en');
    expect(languageOf(greeting, 'cs')).toBe('de');
    expect(renderMail(greeting, 'cs', { name: 'Jan' }).subject).toBe('Hallo Jan');
    expect(renderMail(greeting, 'cs', { name: 'Jan' }).html).toContain('<html lang="de">');
  });

  it('falls back to Polish when no declared fallback has a text', () => {
    const polishOnly = mailTemplate({
      values: [],
      fallback: ['en'],
      texts: { pl: { subject: 'Tylko', paragraphs: [] } },
    });
    expect(languageOf(polishOnly, 'fr')).toBe('pl');
  });

  it('fills every placeholder once, leaving what a value itself contains as it is', () => {
    const mail = mailTo('jan@example.pl', greeting, 'pl', { name: '{note} $& Jan', note: 'n' });
    expect(mail).toMatchObject({ to: 'jan@example.pl', subject: 'Cześć {note} $& Jan' });
    expect(mail.text).toBe('Witaj, {note} $& Jan.\n\nUwaga:\nn');
  });

  it('leaves out the lines of a missing optional value, and a paragraph with none of its values', () => {
    expect(renderMail(greeting, 'en', { name: 'Jan' }).text).toBe('Welcome, Jan.');
    expect(renderMail(greeting, 'pl', { name: 'Jan' }).text).toBe('Witaj, Jan.');
  });

  it('writes the HTML part from the same paragraphs, escaped, with line breaks kept', () => {
    const { html } = renderMail(greeting, 'pl', { name: '<b>"Jan" & \'Co\'</b>', note: 'a\nb' });
    expect(html).toBe(
      '<!doctype html><html lang="pl"><body><p>Witaj, &lt;b&gt;&quot;Jan&quot; &amp; &#39;Co&#39;&lt;/b&gt;.</p>' +
        '<p>Uwaga:<br>a<br>b</p></body></html>',
    );
  });

  it('names a fallback without a text and a placeholder the template does not declare', () => {
    expect(templateProblems(greeting)).toEqual([]);
    const broken = mailTemplate({
      values: ['name'],
      fallback: ['en'],
      texts: { pl: { subject: 'Cześć {nme}', paragraphs: ['{name}', '{email}'] } },
    });
    expect(templateProblems(broken)).toEqual([
      'fallback en has no text',
      'pl names the undeclared value {nme}',
      'pl names the undeclared value {email}',
    ]);
  });

  it('quotes every line of a customer text behind >', () => {
    expect(quoted('When?\r\nNow\n\nThanks\u2028x')).toBe('> When?\n> Now\n>\n> Thanks\n> x');
  });
});
