import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo, quoted } from '#functions/lib/mail-templates';
import type { StoredQuestion } from '#functions/lib/table/delivery-time-questions';
import { localized } from '#shared/catalogue/localized';
import type { Product } from '#shared/catalogue/product';
import { asOneLine } from '#shared/text';

// The two e-mails of a delivery-time question: the sales team's (in Polish, with the customer's details,
// each on one line and the message quoted, so nothing typed adds a line of its own) and the customer's
// acknowledgement in their language (English where there is no own text).

/** To the sales team; the lines of a detail the customer did not give, and the message's paragraph, are left out. */
export const salesTemplate = /* @__PURE__ */ mailTemplate({
  values: ['name', 'productId', 'email', 'language', 'consentGivenAt'],
  optional: ['fullName', 'phone', 'message'],
  fallback: [],
  texts: {
    pl: {
      subject: 'Pytanie o termin dostawy: {name}',
      paragraphs: [
        [
          'Produkt: {name} ({productId})',
          'E-mail: {email}',
          'Imię i nazwisko: {fullName}',
          'Telefon: {phone}',
          'Język klienta: {language}',
          'Zgoda na przetwarzanie danych: {consentGivenAt}',
        ].join('\n'),
        'Wiadomość:\n{message}',
      ],
    },
  },
});

export const salesMail = (salesEmail: string, question: StoredQuestion, product: Product): Mail =>
  mailTo(salesEmail, salesTemplate, 'pl', {
    name: product.texts.pl.name,
    productId: product.id,
    email: asOneLine(question.email),
    fullName: question.fullName ? asOneLine(question.fullName) : undefined,
    phone: question.phone ? asOneLine(question.phone) : undefined,
    language: question.language,
    consentGivenAt: question.consentGivenAt,
    message: question.message ? quoted(question.message) : undefined,
  });

/** The customer's acknowledgement; languages without their own text get English. */
export const acknowledgementTemplate = /* @__PURE__ */ mailTemplate({
  values: ['name', 'email'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Otrzymaliśmy pytanie o termin dostawy',
      paragraphs: [
        'Dziękujemy! Pytanie o termin dostawy produktu „{name}” przekazaliśmy do działu sprzedaży. Odpowiemy na adres {email}.',
      ],
    },
    en: {
      subject: 'We have received your delivery time question',
      paragraphs: [
        'Thank you! We have passed your question about the delivery time of “{name}” to our sales team. We will reply to {email}.',
      ],
    },
    de: {
      subject: 'Wir haben Ihre Frage zur Lieferzeit erhalten',
      paragraphs: [
        'Vielen Dank! Ihre Frage zur Lieferzeit von „{name}“ haben wir an unser Vertriebsteam weitergeleitet. Wir antworten an {email}.',
      ],
    },
  },
});

export const acknowledgementMail = ({ language, email }: StoredQuestion, product: Product): Mail =>
  mailTo(email, acknowledgementTemplate, language, { name: localized(product.texts, language).name, email });
