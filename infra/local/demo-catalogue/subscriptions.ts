import { createHash } from 'node:crypto';
import type { Product } from '#shared/catalogue/product';
import type { Draft, Texts } from './draft';
import { flag, minor, num } from './draft';
import { licenceSkus } from './licence-skus';

// Microsoft 365 subscriptions, each plan billed monthly and annually (spec section 3).

interface Plan {
  stem: string;
  code: string;
  name: string;
  categoryId: string;
  family: string;
  licenceType: NonNullable<Product['licenceType']>;
  restrictions?: Product['restrictions'];
  /** Net PLN per user per month on an annual commitment; monthly billing costs 20 % more. */
  monthly: number;
  /** Explicit EUR per user per month on an annual commitment. */
  eur?: number;
  apps: string[];
  onedriveTb: number;
  mailboxGb?: number;
  maxUsers?: number;
  desktopApps: boolean;
  about: Texts;
  recommended?: string[];
}

const office = ['word', 'excel', 'powerpoint', 'outlook', 'onenote'];
const web = ['word-web', 'excel-web', 'powerpoint-web', 'outlook-web'];
const cloud = ['teams', 'onedrive', 'sharepoint', 'exchange'];
const business = { categoryId: 'm365-business', licenceType: 'business' } as const;
const businessRecommended = ['backup-m365-per-user', 'migration-mailbox'];

const plans: Plan[] = [
  {
    ...business,
    stem: 'm365-business-basic',
    code: 'CFQ7TTC0LH18',
    name: 'Microsoft 365 Business Basic',
    family: 'm365-business-suite',
    monthly: 22.5,
    eur: 5.6,
    apps: [...web, ...cloud],
    onedriveTb: 1,
    mailboxGb: 50,
    maxUsers: 300,
    desktopApps: false,
    about: {
      pl: 'Poczta firmowa Exchange, Teams, 1 TB w OneDrive i aplikacje Office w przeglądarce dla zespołów do 300 osób.',
      en: 'Business e-mail on Exchange, Teams, 1 TB of OneDrive and Office on the web for teams of up to 300.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-business-standard',
    code: 'CFQ7TTC0LDPB',
    name: 'Microsoft 365 Business Standard',
    family: 'm365-business-suite',
    monthly: 46.8,
    eur: 11.7,
    apps: [...office, ...cloud, 'bookings', 'clipchamp'],
    onedriveTb: 1,
    mailboxGb: 50,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Wszystko z Business Basic oraz klasyczne aplikacje Office na 5 komputerach, 5 tabletach i 5 telefonach na użytkownika.',
      en: 'Everything in Business Basic plus desktop Office apps on 5 PCs or Macs, 5 tablets and 5 phones per user.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-business-premium',
    code: 'CFQ7TTC0LCHC',
    name: 'Microsoft 365 Business Premium',
    family: 'm365-business-suite',
    monthly: 82.4,
    eur: 20.6,
    apps: [...office, ...cloud, 'bookings', 'clipchamp', 'intune', 'defender', 'entra-id-p1', 'purview'],
    onedriveTb: 1,
    mailboxGb: 100,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Business Standard wzbogacony o Intune, Defender for Business i Entra ID P1: zarządzanie urządzeniami i ochrona przed zagrożeniami.',
      en: 'Business Standard plus Intune, Defender for Business and Entra ID P1: device management and threat protection.',
    },
    recommended: [...businessRecommended, 'support-intune-rollout'],
  },
  {
    ...business,
    stem: 'm365-apps-for-business',
    code: 'CFQ7TTC0LH1G',
    name: 'Microsoft 365 Apps for business',
    family: 'm365-business-suite',
    monthly: 30.9,
    eur: 7.7,
    apps: [...office, 'onedrive'],
    onedriveTb: 1,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Klasyczne aplikacje Office i 1 TB w OneDrive, bez poczty firmowej i Teams.',
      en: 'Desktop Office apps and 1 TB of OneDrive, without business e-mail or Teams.',
    },
  },
  {
    ...business,
    stem: 'm365-e3',
    code: 'CFQ7TTC0LFLX',
    name: 'Microsoft 365 E3',
    family: 'm365-enterprise',
    monthly: 134.8,
    eur: 33.7,
    apps: [...office, ...cloud, 'intune', 'entra-id-p1', 'windows-enterprise'],
    onedriveTb: 5,
    mailboxGb: 100,
    desktopApps: true,
    about: {
      pl: 'Pakiet dla przedsiębiorstw: aplikacje Office, Windows Enterprise, Intune i Entra ID P1, bez limitu liczby użytkowników.',
      en: 'The enterprise suite: Office apps, Windows Enterprise, Intune and Entra ID P1 with no user limit.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-e5',
    code: 'CFQ7TTC0LFLZ',
    name: 'Microsoft 365 E5',
    family: 'm365-enterprise',
    monthly: 213.4,
    eur: 53.4,
    apps: [
      ...office,
      ...cloud,
      'intune',
      'entra-id-p2',
      'windows-enterprise',
      'defender-xdr',
      'power-bi-pro',
    ],
    onedriveTb: 5,
    mailboxGb: 100,
    desktopApps: true,
    about: {
      pl: 'E3 z zaawansowanym bezpieczeństwem Defender XDR, Entra ID P2, Power BI Pro i telefonią Teams.',
      en: 'E3 with Defender XDR advanced security, Entra ID P2, Power BI Pro and Teams Phone.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-f3',
    code: 'CFQ7TTC0LGZT',
    name: 'Microsoft 365 F3',
    family: 'm365-enterprise',
    monthly: 30,
    eur: 7.5,
    apps: [...web, 'teams', 'onedrive', 'sharepoint'],
    onedriveTb: 0.002,
    mailboxGb: 2,
    desktopApps: false,
    about: {
      pl: 'Dla pracowników pierwszej linii: Teams, aplikacje Office w przeglądarce i na telefonie, 2 GB w OneDrive.',
      en: 'For frontline workers: Teams, Office on the web and mobile, 2 GB of OneDrive.',
    },
  },
  {
    ...business,
    stem: 'm365-apps-for-enterprise',
    code: 'CFQ7TTC0LGZW',
    name: 'Microsoft 365 Apps for enterprise',
    family: 'm365-enterprise',
    monthly: 44.9,
    eur: 11.2,
    apps: [...office, 'access', 'publisher', 'onedrive'],
    onedriveTb: 1,
    desktopApps: true,
    about: {
      pl: 'Aplikacje Office z Access i zasadami grupy dla przedsiębiorstw, z aktywacją na współdzielonych komputerach.',
      en: 'Office apps with Access and enterprise group policies, with shared computer activation.',
    },
  },
  {
    ...business,
    stem: 'exchange-online-plan-1',
    code: 'CFQ7TTC0LH16',
    name: 'Exchange Online (Plan 1)',
    family: 'exchange-online',
    monthly: 15,
    apps: ['exchange', 'outlook-web'],
    onedriveTb: 0,
    mailboxGb: 50,
    desktopApps: false,
    about: {
      pl: 'Poczta firmowa, kalendarz i kontakty w Exchange Online ze skrzynką 50 GB.',
      en: 'Business e-mail, calendar and contacts on Exchange Online with a 50 GB mailbox.',
    },
    recommended: ['migration-mailbox'],
  },
  {
    ...business,
    stem: 'exchange-online-plan-2',
    code: 'CFQ7TTC0LH1P',
    name: 'Exchange Online (Plan 2)',
    family: 'exchange-online',
    monthly: 30,
    apps: ['exchange', 'outlook-web'],
    onedriveTb: 0,
    mailboxGb: 100,
    desktopApps: false,
    about: {
      pl: 'Skrzynka 100 GB, nieograniczona archiwizacja, blokada prawna i ochrona przed utratą danych.',
      en: 'A 100 GB mailbox, unlimited archiving, litigation hold and data loss prevention.',
    },
    recommended: ['migration-mailbox'],
  },
  {
    ...business,
    stem: 'teams-essentials',
    code: 'CFQ7TTC0RM8K',
    name: 'Microsoft Teams Essentials',
    family: 'teams-essentials',
    monthly: 15,
    eur: 3.7,
    apps: ['teams', 'onedrive'],
    onedriveTb: 0.01,
    maxUsers: 300,
    desktopApps: false,
    about: {
      pl: 'Spotkania do 30 godzin i 300 uczestników, czat i 10 GB w chmurze na użytkownika.',
      en: 'Meetings of up to 30 hours and 300 attendees, chat and 10 GB of cloud storage per user.',
    },
  },
  {
    ...business,
    stem: 'm365-copilot',
    code: 'CFQ7TTC0MM8R',
    name: 'Microsoft 365 Copilot',
    family: 'm365-copilot',
    monthly: 112.3,
    eur: 28.1,
    apps: ['copilot', 'word', 'excel', 'powerpoint', 'outlook', 'teams'],
    onedriveTb: 0,
    desktopApps: false,
    about: {
      pl: 'Asystent AI w Word, Excel, PowerPoint, Outlook i Teams; dodatek do planu Business lub Enterprise.',
      en: 'The AI assistant in Word, Excel, PowerPoint, Outlook and Teams; an add-on to a Business or Enterprise plan.',
    },
  },
  {
    stem: 'm365-personal',
    code: 'QQ2-01897',
    name: 'Microsoft 365 Personal',
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 29.13,
    apps: [...office, 'onedrive', 'defender', 'copilot'],
    onedriveTb: 1,
    desktopApps: true,
    about: {
      pl: 'Dla jednej osoby: aplikacje Office, Copilot i 1 TB w OneDrive na wszystkich urządzeniach.',
      en: 'For one person: Office apps, Copilot and 1 TB of OneDrive on all devices.',
    },
  },
  {
    stem: 'm365-family',
    code: '6GQ-01897',
    name: 'Microsoft 365 Family',
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 37.94,
    apps: [...office, 'onedrive', 'defender', 'family-safety'],
    onedriveTb: 6,
    desktopApps: true,
    about: {
      pl: 'Dla maksymalnie 6 osób: aplikacje Office i po 1 TB w OneDrive dla każdego.',
      en: 'For up to 6 people: Office apps and 1 TB of OneDrive each.',
    },
  },
  {
    stem: 'm365-basic',
    code: 'AAA-10902',
    name: 'Microsoft 365 Basic',
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 6.1,
    apps: ['onedrive', 'outlook-web'],
    onedriveTb: 0.1,
    desktopApps: false,
    about: {
      pl: '100 GB w OneDrive i Outlook bez reklam dla jednej osoby.',
      en: '100 GB of OneDrive and ad-free Outlook for one person.',
    },
  },
  ...(
    [
      ['a3-faculty', 'CFQ7TTC0LDQ3', 'A3 for faculty', 'A3 dla kadry', 12.2],
      ['a3-students', 'CFQ7TTC0LDQ4', 'A3 for students', 'A3 dla uczniów i studentów', 9.4],
      ['a5-faculty', 'CFQ7TTC0LDQ5', 'A5 for faculty', 'A5 dla kadry', 30],
      ['a5-students', 'CFQ7TTC0LDQ6', 'A5 for students', 'A5 dla uczniów i studentów', 22.5],
    ] as const
  ).map(
    ([stem, code, en, pl, monthly]): Plan => ({
      stem: `m365-${stem}`,
      code,
      name: `Microsoft 365 ${en}|Microsoft 365 ${pl}`,
      categoryId: 'm365-education',
      family: 'm365-education',
      licenceType: 'edu',
      restrictions: ['academic'],
      monthly,
      apps: [...office, ...cloud, 'intune', 'onenote-class-notebook'],
      onedriveTb: 1,
      mailboxGb: 100,
      desktopApps: true,
      about: {
        pl: 'Dla szkół i uczelni: aplikacje Office, Teams dla edukacji, Intune i 100 GB poczty. Wymaga weryfikacji uprawnień akademickich.',
        en: 'For schools and universities: Office apps, Teams for Education, Intune and 100 GB of mail. Academic eligibility is verified.',
      },
    }),
  ),
  ...(
    [
      ['m365-business-basic', 'CFQ7TTC0LH1L', 'Business Basic', 5.6],
      ['m365-business-standard', 'CFQ7TTC0LDPC', 'Business Standard', 11.7],
      ['m365-business-premium', 'CFQ7TTC0LCHD', 'Business Premium', 20.6],
    ] as const
  ).map(
    ([stem, code, tier, monthly]): Plan => ({
      stem: `${stem}-nonprofit`,
      code,
      name: `Microsoft 365 ${tier} for nonprofits|Microsoft 365 ${tier} dla organizacji non-profit`,
      categoryId: 'm365-public-sector',
      family: 'm365-nonprofit',
      licenceType: 'business',
      restrictions: ['charity'],
      monthly,
      apps: [...office, ...cloud],
      onedriveTb: 1,
      mailboxGb: 50,
      maxUsers: 300,
      desktopApps: tier !== 'Business Basic',
      about: {
        pl: `Plan ${tier} w cenie dla organizacji pożytku publicznego i fundacji zweryfikowanych przez Microsoft.`,
        en: `The ${tier} plan priced for charities and foundations verified by Microsoft.`,
      },
    }),
  ),
  ...(
    [
      ['m365-e3-government', 'CFQ7TTC0LFM1', 'E3', 121.3],
      ['m365-e5-government', 'CFQ7TTC0LFM2', 'E5', 192.1],
    ] as const
  ).map(
    ([stem, code, tier, monthly]): Plan => ({
      stem,
      code,
      name: `Microsoft 365 ${tier} for government|Microsoft 365 ${tier} dla administracji publicznej`,
      categoryId: 'm365-public-sector',
      family: 'm365-government',
      licenceType: 'business',
      restrictions: ['government'],
      monthly,
      apps: [...office, ...cloud, 'intune', 'windows-enterprise'],
      onedriveTb: 5,
      mailboxGb: 100,
      desktopApps: true,
      about: {
        pl: `Plan ${tier} dla urzędów i jednostek samorządu terytorialnego, z danymi przechowywanymi w UE.`,
        en: `The ${tier} plan for public administration and local government, with data kept in the EU.`,
      },
    }),
  ),
];

/** A name may hold `english|polish` when the two differ beyond the billing suffix. */
const namesOf = (name: string): Texts => {
  const [en, pl] = name.split('|');
  return { en: en ?? name, pl: pl ?? en ?? name };
};

const billingTexts = {
  monthly: {
    suffix: { pl: 'miesięczna', en: 'monthly' },
    terms: {
      pl: 'Płatność co miesiąc; liczbę licencji można zmieniać w każdym miesiącu.',
      en: 'Paid every month; the number of licences can change every month.',
    },
  },
  annual: {
    suffix: { pl: 'roczna', en: 'annual' },
    terms: {
      pl: 'Płatność z góry za rok, taniej niż w planie miesięcznym.',
      en: 'Paid upfront for a year, cheaper than the monthly plan.',
    },
  },
} as const;

/** An introductory first month: half the price, or free (a free trial, payment method 7). */
type Intro = 'half' | 'free' | 'none';

/** The monthly plans sold with a one-month free trial (the demo's; Microsoft offers trials of these). */
const freeTrialStems = ['teams-essentials', 'exchange-online-plan-1'];

const introOf = (plan: Plan, annual: boolean): Intro => {
  if (annual) return 'none';
  if (freeTrialStems.includes(plan.stem)) return 'free';
  return plan.family === 'm365-business-suite' ? 'half' : 'none';
};

/** The price, with its first month's when there is an introductory one. */
const netOf = (price: number, intro: Intro) =>
  intro === 'none'
    ? { price }
    : { price, firstMonth: intro === 'free' ? 0 : Math.round(price / 2), afterFirstMonth: price };

/**
 * A plan sold through Partner Center's new commerce (an NCE product id, `CFQ7TTC0…`) has its catalog
 * item: the product, SKU `0001` and an availability id made up from the product id (Microsoft's are
 * opaque); a consumer plan sold as a key has none.
 */
const catalogItemIdOf = (code: string): string | undefined => {
  if (!/^CFQ7TTC0[A-Z0-9]{4}$/.test(code)) return undefined;
  const digest = createHash('sha256').update(code).digest('hex').toUpperCase();
  return `${code}:0001:CFQ7TTC0${digest.slice(0, 4)}`;
};

const withCatalogItem = ({ code, stem }: Plan) => {
  const catalogItemId = catalogItemIdOf(code);
  const licenceSku = licenceSkus[stem];
  return { ...(catalogItemId ? { catalogItemId } : {}), ...(licenceSku ? { licenceSku } : {}) };
};

const draftsOf = (plan: Plan): Draft[] =>
  (['monthly', 'annual'] as const).map((billing) => {
    const names = namesOf(plan.name);
    const texts = billingTexts[billing];
    const monthlyBilling = minor(plan.monthly * 1.2);
    const annual = billing === 'annual';
    const price = annual ? minor(plan.monthly * 12) : monthlyBilling;
    const intro = introOf(plan, annual);
    const eur = plan.eur === undefined ? undefined : minor(annual ? plan.eur * 12 : plan.eur * 1.2);
    return {
      id: `${plan.stem}-${billing}`,
      producerCode: `${plan.code}-${annual ? 'P1Y' : 'P1M'}`,
      variant: { kind: 'm365-subscription', billing, ...withCatalogItem(plan) },
      categoryId: plan.categoryId,
      licenceType: plan.licenceType,
      restrictions: plan.restrictions ?? [],
      apps: plan.apps,
      availability: { state: 'instant' },
      name: {
        pl: `${names.pl} (${texts.suffix.pl})`,
        en: `${names.en} (${texts.suffix.en})`,
      },
      description: { pl: `${plan.about.pl} ${texts.terms.pl}`, en: `${plan.about.en} ${texts.terms.en}` },
      attributes: [
        num('onedrive', plan.onedriveTb, 'TB'),
        ...(plan.mailboxGb === undefined ? [] : [num('mailbox', plan.mailboxGb, 'GB')]),
        ...(plan.maxUsers === undefined ? [] : [num('max-users', plan.maxUsers, 'users')]),
        num('devices-per-user', plan.desktopApps ? 5 : 1, 'devices'),
        flag('desktop-apps', plan.desktopApps),
        num('commitment', annual ? 12 : 1, 'months'),
      ],
      prices: {
        PLN: { ...netOf(price, intro), ...(annual ? { list: monthlyBilling * 12 } : {}) },
        ...(eur === undefined ? {} : { EUR: netOf(eur, intro) }),
      },
      family: plan.family,
      relations: { recommended: plan.recommended ?? [] },
    };
  });

export const subscriptionDrafts: Draft[] = plans.flatMap(draftsOf);
