import type { Mail } from '../../functions/lib/mail';
import type { Language } from '../../shared/locale';
import { plainMail } from './plain-mail';

// The newsletter confirmation e-mail in each of the shop's languages.
const texts: Record<Language, { subject: string; body: string }> = {
  pl: {
    subject: 'Potwierdzenie zapisu do newslettera',
    body: 'Dziękujemy! Twój adres został zapisany do naszego newslettera.',
  },
  en: {
    subject: 'Your newsletter subscription',
    body: 'Thank you! Your address has been subscribed to our newsletter.',
  },
  ru: {
    subject: 'Подтверждение подписки на рассылку',
    body: 'Спасибо! Ваш адрес подписан на нашу рассылку.',
  },
  hu: {
    subject: 'Hírlevél-feliratkozás megerősítése',
    body: 'Köszönjük! Címét felvettük hírlevelünk címzettjei közé.',
  },
  es: {
    subject: 'Confirmación de suscripción al boletín',
    body: '¡Gracias! Tu dirección se ha suscrito a nuestro boletín.',
  },
  tr: { subject: 'Bülten aboneliğiniz onaylandı', body: 'Teşekkürler! Adresiniz bültenimize kaydedildi.' },
  cs: {
    subject: 'Potvrzení přihlášení k odběru novinek',
    body: 'Děkujeme! Vaše adresa byla přihlášena k odběru našeho newsletteru.',
  },
  de: {
    subject: 'Bestätigung Ihres Newsletter-Abonnements',
    body: 'Vielen Dank! Ihre Adresse wurde für unseren Newsletter eingetragen.',
  },
  fr: {
    subject: 'Confirmation de votre inscription à la newsletter',
    body: 'Merci ! Votre adresse est inscrite à notre newsletter.',
  },
  bg: {
    subject: 'Потвърждение на абонамента за бюлетина',
    body: 'Благодарим ви! Адресът ви е абониран за нашия бюлетин.',
  },
  it: {
    subject: 'Conferma di iscrizione alla newsletter',
    body: 'Grazie! Il tuo indirizzo è stato iscritto alla nostra newsletter.',
  },
};

export const newsletterConfirmationMail = (email: string, language: Language): Mail => {
  const { subject, body } = texts[language];
  return plainMail(email, language, subject, [body, email]);
};
