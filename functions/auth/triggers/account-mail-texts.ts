import { mailTemplate } from '../../lib/mail-templates';

// Texts of the e-mails Cognito sends: the sign-up confirmation code and the password reset code.
// Polish and English; other languages get English until their translations land. `{code}` is filled
// with Cognito's code placeholder, which Cognito replaces when it sends.

export const accountMails = {
  confirmSignUp: mailTemplate({
    values: ['code'],
    fallback: ['en'],
    texts: {
      pl: {
        subject: 'Potwierdź konto w sklepie',
        paragraphs: [
          'Dziękujemy za rejestrację.',
          'Twój kod potwierdzający: {code}',
          'Wpisz go na stronie potwierdzenia konta. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
        ],
      },
      en: {
        subject: 'Confirm your shop account',
        paragraphs: [
          'Thank you for signing up.',
          'Your confirmation code: {code}',
          'Enter it on the account confirmation page. If you did not sign up, ignore this message.',
        ],
      },
    },
  }),
  resetPassword: mailTemplate({
    values: ['code'],
    fallback: ['en'],
    texts: {
      pl: {
        subject: 'Ustaw nowe hasło',
        paragraphs: [
          'Kod do ustawienia nowego hasła: {code}',
          'Kod można użyć tylko raz. Jeśli nie prosiłeś o zmianę hasła, zignoruj tę wiadomość.',
        ],
      },
      en: {
        subject: 'Set a new password',
        paragraphs: [
          'Your code for setting a new password: {code}',
          'The code works once. If you did not ask to change your password, ignore this message.',
        ],
      },
    },
  }),
};

export type AccountMail = keyof typeof accountMails;
