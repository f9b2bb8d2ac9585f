import { describe, expect, it } from 'vitest';
import { languages } from '#shared/locale';
import { languageOf, templateProblems } from '../../lib/mail-templates';
import { accountMails } from './account-mail-texts';

// The e-mails Cognito sends: Polish and English, every other language in English, `{code}` declared.

describe('the account mail templates', () => {
  it.each(Object.entries(accountMails))(
    '%s has Polish, and every placeholder of each language is declared',
    (_, template) => {
      expect(template.texts.pl).toBeDefined();
      expect(templateProblems(template)).toEqual([]);
    },
  );

  it.each(Object.entries(accountMails))(
    '%s is written in pl or en, every other language falling back to English',
    (_, template) => {
      expect(languages.map((language) => languageOf(template, language))).toEqual(
        languages.map((language) => (language === 'pl' ? 'pl' : 'en')),
      );
    },
  );
});
