import type { Mail } from '../../functions/lib/mail';
import type { StoredQuestion } from '../../functions/lib/table/delivery-time-questions';
import { type Localized, localized } from '../../shared/catalogue/localized';
import type { Product } from '../../shared/catalogue/product';
import { asOneLine } from '../../shared/text';
import { plainMail, quoted } from './plain-mail';

// The two e-mails of a delivery-time question: the sales team's (in Polish, with the customer's details,
// each on one line and the message quoted, so nothing typed adds a line of its own) and the customer's
// acknowledgement in their language (English where there is no own text).

export const salesMail = (salesEmail: string, question: StoredQuestion, product: Product): Mail => {
  const name = product.texts.pl.name;
  const lines = [
    `Produkt: ${name} (${product.id})`,
    `E-mail: ${asOneLine(question.email)}`,
    question.fullName && `Imię i nazwisko: ${asOneLine(question.fullName)}`,
    question.phone && `Telefon: ${asOneLine(question.phone)}`,
    `Język klienta: ${question.language}`,
    `Zgoda na przetwarzanie danych: ${question.consentGivenAt}`,
  ].filter((line): line is string => Boolean(line));
  return plainMail(salesEmail, 'pl', `Pytanie o termin dostawy: ${name}`, [
    lines.join('\n'),
    ...(question.message ? [`Wiadomość:\n${quoted(question.message)}`] : []),
  ]);
};

const acknowledgements: Localized<(name: string, email: string) => { subject: string; body: string }> = {
  pl: (name, email) => ({
    subject: 'Otrzymaliśmy pytanie o termin dostawy',
    body: `Dziękujemy! Pytanie o termin dostawy produktu „${name}” przekazaliśmy do działu sprzedaży. Odpowiemy na adres ${email}.`,
  }),
  en: (name, email) => ({
    subject: 'We have received your delivery time question',
    body: `Thank you! We have passed your question about the delivery time of “${name}” to our sales team. We will reply to ${email}.`,
  }),
  de: (name, email) => ({
    subject: 'Wir haben Ihre Frage zur Lieferzeit erhalten',
    body: `Vielen Dank! Ihre Frage zur Lieferzeit von „${name}“ haben wir an unser Vertriebsteam weitergeleitet. Wir antworten an ${email}.`,
  }),
};

export const acknowledgementMail = (question: StoredQuestion, product: Product): Mail => {
  const { language, email } = question;
  const { subject, body } = localized(acknowledgements, language)(
    localized(product.texts, language).name,
    email,
  );
  return plainMail(email, language, subject, [body]);
};
