import type { ArticleInput } from '#shared/blog/article';

// The demo blog of `npm start`: news and articles in Polish and English (other languages have none
// yet), over several months so the archive and "show more" (6 a page) have something to show; those
// written in both languages name each other as translations.

type DemoArticle = Omit<ArticleInput, 'language' | 'relatedProductIds' | 'publishedAt' | 'translations'> & {
  publishedAt: string;
  related?: string[];
};

/** A demo article as staff would send it, dated. */
export type DemoArticleInput = ArticleInput & { publishedAt: string };

const laptop = 'thinkpad-t14-gen-5-16gb-512gb-1a';
const plans = ['m365-business-standard-monthly', 'teams-essentials-monthly'];

const polish: DemoArticle[] = [
  {
    link: 'microsoft-365-copilot-w-malej-firmie',
    kind: 'article',
    category: 'microsoft-365',
    title: 'Microsoft 365 Copilot w małej firmie',
    excerpt: 'Jak asystent AI pomaga w codziennej pracy z dokumentami, pocztą i spotkaniami.',
    body: '## Od czego zacząć\n\nCopilot działa w aplikacjach, które znasz: **Word**, **Excel**, **Outlook** i **Teams**.\n\n- streszcza długie wątki poczty,\n- przygotowuje szkic dokumentu,\n- podsumowuje spotkanie w Teams.\n\nPotrzebujesz planu [Microsoft 365 Business Standard](/blog/) lub wyższego. Szczegóły znajdziesz na stronie [Microsoft](https://www.microsoft.com/pl-pl/microsoft-365).',
    publishedAt: '2026-11-03T09:00:00.000Z',
    related: plans,
  },
  {
    link: 'nowe-laptopy-thinkpad-w-ofercie',
    kind: 'news',
    category: 'hardware',
    title: 'Nowe laptopy ThinkPad w ofercie',
    excerpt: 'Do sklepu trafiły ThinkPady T14 piątej generacji z 16 GB pamięci.',
    body: 'Laptopy **ThinkPad T14 Gen 5** są już dostępne od ręki.\n\n1. 16 GB pamięci RAM\n2. Dysk SSD 512 GB\n3. Trzy lata gwarancji producenta',
    publishedAt: '2026-10-21T08:30:00.000Z',
    related: [laptop],
  },
  {
    link: 'uwierzytelnianie-wieloskladnikowe-krok-po-kroku',
    kind: 'article',
    category: 'security',
    title: 'Uwierzytelnianie wieloskładnikowe krok po kroku',
    excerpt: 'Włącz MFA dla wszystkich użytkowników Microsoft 365 w kwadrans.',
    body: '## Dlaczego MFA\n\nSamo hasło to za mało. Drugi składnik zatrzymuje większość ataków na konta.\n\n> Włącz domyślne ustawienia zabezpieczeń w centrum administracyjnym.',
    publishedAt: '2026-10-02T10:00:00.000Z',
    related: plans,
  },
  {
    link: 'urzadzenie-jako-usluga-jak-to-dziala',
    kind: 'article',
    category: 'it-services',
    title: 'Urządzenie jako usługa: jak to działa',
    excerpt: 'Komputer, Office, wsparcie i szkolenia w jednej miesięcznej opłacie.',
    body: 'Płacisz co miesiąc **1/12 wartości urządzenia**. Minimalny okres to 6 miesięcy, potem umowa trwa bezterminowo.\n\nPo pierwszym miesiącu możesz zrezygnować bez opłat.',
    publishedAt: '2026-09-15T12:00:00.000Z',
    related: [laptop],
  },
  {
    link: 'sklep-partnerem-roku',
    kind: 'news',
    category: 'company',
    title: 'Zostaliśmy partnerem roku',
    excerpt: 'Dziękujemy klientom i partnerom za kolejny wspólny rok.',
    body: 'Z radością informujemy, że otrzymaliśmy wyróżnienie **Partner Roku**.',
    publishedAt: '2026-08-28T09:00:00.000Z',
  },
  {
    link: 'teams-essentials-dla-zespolow',
    kind: 'news',
    category: 'microsoft-365',
    title: 'Teams Essentials z pierwszym miesiącem gratis',
    excerpt: 'Spotkania online dla małych zespołów bez opłaty przez pierwszy miesiąc.',
    body: 'Plan **Teams Essentials** zamówisz z darmowym pierwszym miesiącem, jeśli masz zapisaną kartę płatniczą.',
    publishedAt: '2026-08-05T07:45:00.000Z',
    related: ['teams-essentials-monthly'],
  },
  {
    link: 'kopia-zapasowa-microsoft-365',
    kind: 'article',
    category: 'security',
    title: 'Kopia zapasowa danych Microsoft 365',
    excerpt: 'Dlaczego kosz i historia wersji nie zastąpią prawdziwej kopii zapasowej.',
    body: '## Kosz to nie kopia\n\nUsunięte elementy znikają po 30 dniach. Kopia zapasowa Azure Backup chroni dane dłużej, od 149 zł miesięcznie.',
    publishedAt: '2026-07-10T11:00:00.000Z',
  },
  {
    link: 'jak-wybrac-laptopa-do-pracy',
    kind: 'article',
    category: 'hardware',
    title: 'Jak wybrać laptopa do pracy',
    excerpt: 'Pamięć, dysk, ekran i gwarancja: na co zwrócić uwagę przy zakupie.',
    body: '- **Pamięć:** co najmniej 16 GB\n- **Dysk:** SSD 512 GB\n- **Gwarancja:** z serwisem u klienta',
    publishedAt: '2026-06-18T09:30:00.000Z',
    related: [laptop, 'thinkpad-e14-gen-6-16gb-512gb-1a'],
  },
];

const english: DemoArticle[] = [
  {
    link: 'microsoft-365-copilot-for-small-business',
    kind: 'article',
    category: 'microsoft-365',
    title: 'Microsoft 365 Copilot for a small business',
    excerpt: 'How the AI assistant helps with documents, mail and meetings every day.',
    body: '## Where to start\n\nCopilot works in the apps you know: **Word**, **Excel**, **Outlook** and **Teams**.\n\n- it summarises long mail threads,\n- drafts documents,\n- recaps Teams meetings.',
    publishedAt: '2026-11-03T09:00:00.000Z',
    related: plans,
  },
  {
    link: 'new-thinkpad-laptops-in-stock',
    kind: 'news',
    category: 'hardware',
    title: 'New ThinkPad laptops in stock',
    excerpt: 'Fifth-generation ThinkPad T14 laptops with 16 GB of memory have arrived.',
    body: '**ThinkPad T14 Gen 5** laptops ship at once.\n\n1. 16 GB RAM\n2. 512 GB SSD\n3. Three years of warranty',
    publishedAt: '2026-10-21T08:30:00.000Z',
    related: [laptop],
  },
  {
    link: 'multi-factor-authentication-step-by-step',
    kind: 'article',
    category: 'security',
    title: 'Multi-factor authentication step by step',
    excerpt: 'Turn on MFA for every Microsoft 365 user in a quarter of an hour.',
    body: 'A password alone is not enough. A second factor stops most attacks on accounts.',
    publishedAt: '2026-10-02T10:00:00.000Z',
  },
  {
    link: 'device-as-a-service-explained',
    kind: 'article',
    category: 'it-services',
    title: 'Device as a service explained',
    excerpt: 'A computer, Office, support and training for one monthly fee.',
    body: 'You pay **1/12 of the device’s value** a month. The minimum term is 6 months, then it runs on indefinitely.',
    publishedAt: '2026-09-15T12:00:00.000Z',
    related: [laptop],
  },
  {
    link: 'partner-of-the-year',
    kind: 'news',
    category: 'company',
    title: 'We are partner of the year',
    excerpt: 'Thank you to our customers and partners for another year together.',
    body: 'We are proud to have been named **Partner of the Year**.',
    publishedAt: '2026-08-28T09:00:00.000Z',
  },
  {
    link: 'backing-up-microsoft-365',
    kind: 'article',
    category: 'security',
    title: 'Backing up Microsoft 365',
    excerpt: 'Why the recycle bin and version history are no backup.',
    body: 'Deleted items are gone after 30 days. Azure Backup keeps your data longer.',
    publishedAt: '2026-07-10T11:00:00.000Z',
  },
  {
    link: 'choosing-a-laptop-for-work',
    kind: 'article',
    category: 'hardware',
    title: 'Choosing a laptop for work',
    excerpt: 'Memory, storage, screen and warranty: what to look for.',
    body: '- **Memory:** at least 16 GB\n- **Storage:** 512 GB SSD\n- **Warranty:** on-site service',
    publishedAt: '2026-06-18T09:30:00.000Z',
    related: [laptop],
  },
];

/** The Polish and English articles that are one article in two languages, linked as each other's translations. */
const translated: [pl: string, en: string][] = [
  ['microsoft-365-copilot-w-malej-firmie', 'microsoft-365-copilot-for-small-business'],
  ['nowe-laptopy-thinkpad-w-ofercie', 'new-thinkpad-laptops-in-stock'],
  ['uwierzytelnianie-wieloskladnikowe-krok-po-kroku', 'multi-factor-authentication-step-by-step'],
  ['urzadzenie-jako-usluga-jak-to-dziala', 'device-as-a-service-explained'],
  ['sklep-partnerem-roku', 'partner-of-the-year'],
  ['kopia-zapasowa-microsoft-365', 'backing-up-microsoft-365'],
  ['jak-wybrac-laptopa-do-pracy', 'choosing-a-laptop-for-work'],
];

const translationsOf = (language: 'pl' | 'en', link: string): ArticleInput['translations'] =>
  translated.flatMap(([pl, en]): ArticleInput['translations'] => {
    if (language === 'pl' && pl === link) return [{ language: 'en', link: en }];
    return language === 'en' && en === link ? [{ language: 'pl', link: pl }] : [];
  });

const inLanguage =
  (language: 'pl' | 'en') =>
  ({ related = [], ...article }: DemoArticle): DemoArticleInput => ({
    ...article,
    language,
    relatedProductIds: related,
    translations: translationsOf(language, article.link),
  });

export const demoArticles: DemoArticleInput[] = [
  ...polish.map(inLanguage('pl')),
  ...english.map(inLanguage('en')),
];
