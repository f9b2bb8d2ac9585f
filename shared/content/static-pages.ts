import type { Language } from '../locale';

// Static pages' content. Written in Polish and English; other languages fall back to English, then
// Polish (documented in shared/README.md), until their translations are published.

export const staticPageKeys = ['about', 'contact', 'terms', 'privacy', 'cookiePolicy'] as const;
export type StaticPageKey = (typeof staticPageKeys)[number];

export interface StaticPage {
  language: Language;
  title: string;
  description: string;
  paragraphs: string[];
}

type Texts = Omit<StaticPage, 'language'>;

const pages: Record<StaticPageKey, Partial<Record<Language, Texts>>> = {
  about: {
    pl: {
      title: 'O nas',
      description:
        'Sprzedajemy licencje Microsoft 365, sprzęt i usługi IT dla firm i klientów indywidualnych.',
      paragraphs: [
        'Od lat pomagamy firmom pracować w chmurze Microsoft: dobieramy licencje Microsoft 365 i Office, zakładamy konta, przenosimy dane i szkolimy użytkowników.',
        'Dostarczamy laptopy, komputery i akcesoria, a w modelu urządzenia w abonamencie – sprzęt z pakietem Office, wsparciem i szkoleniem za miesięczną opłatę.',
      ],
    },
    en: {
      title: 'About us',
      description:
        'We sell Microsoft 365 licences, hardware and IT services to companies and private customers.',
      paragraphs: [
        'For years we have helped companies work in the Microsoft cloud: we choose Microsoft 365 and Office licences, set up accounts, migrate data and train users.',
        'We deliver laptops, PCs and accessories and, as a device-as-a-service offer, hardware with Office, support and training for a monthly fee.',
      ],
    },
  },
  contact: {
    pl: {
      title: 'Kontakt',
      description: 'Skontaktuj się z nami: wsparcie od poniedziałku do piątku w godzinach 8:00–16:00.',
      paragraphs: [
        'Wsparcie działa od poniedziałku do piątku w godzinach 8:00–16:00. Na zapytania o usługi IT odpowiadamy w ciągu jednego dnia roboczego.',
        'Napisz do nas przez formularz kontaktowy lub zadzwoń – oddzwonimy w ciągu 15–30 minut w godzinach pracy.',
      ],
    },
    en: {
      title: 'Contact',
      description: 'Contact us: support Monday to Friday, 8:00–16:00.',
      paragraphs: [
        'Support is available Monday to Friday, 8:00–16:00. We answer IT service inquiries within one working day.',
        'Write to us through the contact form or call us – we call back within 15–30 minutes during working hours.',
      ],
    },
  },
  terms: {
    pl: {
      title: 'Regulamin',
      description: 'Regulamin sklepu: zamówienia, płatności, dostawa, reklamacje.',
      paragraphs: [
        'Regulamin określa zasady składania zamówień, płatności, dostawy licencji i sprzętu oraz składania reklamacji.',
        'Płatność odroczona jest możliwa w terminie 7 dni; termin płatności faktur wynosi do 30 dni.',
      ],
    },
    en: {
      title: 'Terms of sale',
      description: 'Terms of sale: orders, payments, delivery, complaints.',
      paragraphs: [
        'These terms set out how to place orders, pay, receive licences and hardware, and file complaints.',
        'Deferred payment is available within 7 days; invoices are payable within up to 30 days.',
      ],
    },
  },
  privacy: {
    pl: {
      title: 'Polityka prywatności',
      description: 'Jak przetwarzamy dane osobowe klientów sklepu.',
      paragraphs: [
        'Przetwarzamy dane osobowe wyłącznie w celu realizacji zamówień, prowadzenia konta klienta oraz – za zgodą – wysyłki informacji handlowych.',
        'Numery kart płatniczych nie trafiają do naszych systemów: obsługuje je operator płatności.',
      ],
    },
    en: {
      title: 'Privacy policy',
      description: 'How we process the personal data of our customers.',
      paragraphs: [
        'We process personal data only to fulfil orders, run customer accounts and, with consent, send commercial information.',
        'Card numbers never reach our systems: the payment provider handles them.',
      ],
    },
  },
  cookiePolicy: {
    pl: {
      title: 'Polityka cookies',
      description: 'Jakich plików cookies używamy i jak zmienić ustawienia.',
      paragraphs: [
        'Niezbędne pliki cookies pozwalają działać koszykowi i zapamiętać ustawienia języka i waluty.',
        'Pliki cookies do pomiaru ruchu i marketingu zapisujemy tylko za Twoją zgodą, którą możesz w każdej chwili zmienić.',
      ],
    },
    en: {
      title: 'Cookie policy',
      description: 'Which cookies we use and how to change your choices.',
      paragraphs: [
        'Essential cookies keep the basket working and remember your language and currency.',
        'Cookies for traffic measurement and marketing are set only with your consent, which you can change at any time.',
      ],
    },
  },
};

/** The page in the requested language, else English, else Polish. */
export const staticPage = (key: StaticPageKey, language: Language): StaticPage => {
  for (const candidate of [language, 'en', 'pl'] as const) {
    const texts = pages[key][candidate];
    if (texts) return { language: candidate, ...texts };
  }
  throw new Error(`static page ${key} has no Polish text`);
};
