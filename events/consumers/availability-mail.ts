import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';

/** "Back in stock" e-mail; languages without their own text get English. */
export const availabilityTemplate = /* @__PURE__ */ mailTemplate({
  values: ['name', 'email'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Produkt znów dostępny: {name}',
      paragraphs: [
        'Produkt „{name}” jest już dostępny i można go zamówić w naszym sklepie.',
        'Wysyłamy tę wiadomość, ponieważ dla adresu {email} zamówiono powiadomienie o dostępności tego produktu.',
      ],
    },
    en: {
      subject: 'Available again: {name}',
      paragraphs: [
        '“{name}” is available again and can be ordered in our shop.',
        'You receive this message because {email} asked to be notified when this product becomes available.',
      ],
    },
    de: {
      subject: 'Wieder verfügbar: {name}',
      paragraphs: [
        '„{name}“ ist wieder verfügbar und kann in unserem Shop bestellt werden.',
        'Sie erhalten diese Nachricht, weil für {email} eine Benachrichtigung über die Verfügbarkeit dieses Produkts angefordert wurde.',
      ],
    },
  },
});

export const availabilityMail = (email: string, language: Language, productName: string): Mail =>
  mailTo(email, availabilityTemplate, language, { name: productName, email });
