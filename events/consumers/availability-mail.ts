import type { Mail } from '../../functions/lib/mail';
import { type Localized, localized } from '../../shared/catalogue/localized';
import type { Language } from '../../shared/locale';
import { plainMail } from './plain-mail';

// "Back in stock" e-mail; languages without their own text fall back to English.
const texts: Localized<(name: string, email: string) => { subject: string; body: string[] }> = {
  pl: (name, email) => ({
    subject: `Produkt znów dostępny: ${name}`,
    body: [
      `Produkt „${name}” jest już dostępny i można go zamówić w naszym sklepie.`,
      `Wysyłamy tę wiadomość, ponieważ dla adresu ${email} zamówiono powiadomienie o dostępności tego produktu.`,
    ],
  }),
  en: (name, email) => ({
    subject: `Available again: ${name}`,
    body: [
      `“${name}” is available again and can be ordered in our shop.`,
      `You receive this message because ${email} asked to be notified when this product becomes available.`,
    ],
  }),
  de: (name, email) => ({
    subject: `Wieder verfügbar: ${name}`,
    body: [
      `„${name}“ ist wieder verfügbar und kann in unserem Shop bestellt werden.`,
      `Sie erhalten diese Nachricht, weil für ${email} eine Benachrichtigung über die Verfügbarkeit dieses Produkts angefordert wurde.`,
    ],
  }),
};

export const availabilityMail = (email: string, language: Language, productName: string): Mail => {
  const { subject, body } = localized(texts, language)(productName, email);
  return plainMail(email, language, subject, body);
};
