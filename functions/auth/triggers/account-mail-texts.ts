import type { Language } from '../../../shared/locale';

// Texts of the e-mails Cognito sends: the sign-up confirmation code and the password reset code.
// Polish and English; other languages get English until their translations land.

export type AccountMail = 'confirmSignUp' | 'resetPassword';

type Texts = Record<AccountMail, { subject: string; paragraphs: (code: string) => string[] }>;

const texts: Partial<Record<Language, Texts>> & { en: Texts } = {
  pl: {
    confirmSignUp: {
      subject: 'Potwierdź konto w sklepie',
      paragraphs: (code) => [
        'Dziękujemy za rejestrację.',
        `Twój kod potwierdzający: ${code}`,
        'Wpisz go na stronie potwierdzenia konta. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
      ],
    },
    resetPassword: {
      subject: 'Ustaw nowe hasło',
      paragraphs: (code) => [
        `Kod do ustawienia nowego hasła: ${code}`,
        'Kod można użyć tylko raz. Jeśli nie prosiłeś o zmianę hasła, zignoruj tę wiadomość.',
      ],
    },
  },
  en: {
    confirmSignUp: {
      subject: 'Confirm your shop account',
      paragraphs: (code) => [
        'Thank you for signing up.',
        `Your confirmation code: ${code}`,
        'Enter it on the account confirmation page. If you did not sign up, ignore this message.',
      ],
    },
    resetPassword: {
      subject: 'Set a new password',
      paragraphs: (code) => [
        `Your code for setting a new password: ${code}`,
        'The code works once. If you did not ask to change your password, ignore this message.',
      ],
    },
  },
};

/** Subject and HTML body; `code` is Cognito's code placeholder, replaced by Cognito when it sends. */
export const accountMail = (mail: AccountMail, language: Language, code: string) => {
  const text = (texts[language] ?? texts.en)[mail];
  const body = text
    .paragraphs(code)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
  return {
    subject: text.subject,
    html: `<!doctype html><html lang="${language in texts ? language : 'en'}"><body>${body}</body></html>`,
  };
};
