import type { Availability, Product } from '#shared/catalogue/product';
import type { Draft, Texts } from './draft';
import { minor, num, option, text } from './draft';

// Perpetual licences (Office, Windows, Windows Server) and Open licences with their academic,
// government and charity variants.

interface Perpetual {
  id: string;
  code: string;
  categoryId: string;
  name: string;
  licenceType: NonNullable<Product['licenceType']>;
  /** Net PLN. */
  price: number;
  eur?: number;
  delivery: 'esd' | 'box' | 'oem';
  platform: 'windows' | 'windows-mac' | 'server';
  apps: string[];
  availability: Availability;
  family: string;
  about: Texts;
  cores?: number;
  recommended?: string[];
  goodDealSets?: string[];
}

const suite = ['word', 'excel', 'powerpoint', 'outlook', 'onenote'];
const deliveryTexts = {
  esd: { pl: 'Klucz elektroniczny wysyłany e-mailem.', en: 'Electronic key sent by e-mail.' },
  box: { pl: 'Wersja pudełkowa z kluczem na karcie.', en: 'Boxed version with the key on a card.' },
  oem: {
    pl: 'Licencja OEM przypisana do pierwszego komputera lub serwera.',
    en: 'OEM licence tied to the first computer or server.',
  },
} as const;

const officeSuite = (
  id: string,
  code: string,
  name: string,
  price: number,
  delivery: 'esd' | 'box',
  withOutlook: boolean,
  availability: Availability,
): Perpetual => ({
  id,
  code,
  categoryId: 'office-suites',
  name,
  licenceType: withOutlook ? 'business' : 'home',
  price,
  ...(availability.state === 'discontinued' ? {} : { eur: Math.round((price / 4.3) * 100) / 100 }),
  delivery,
  platform: 'windows-mac',
  apps: withOutlook ? suite : suite.filter((app) => app !== 'outlook'),
  availability,
  family: 'office-suites',
  about: withOutlook
    ? {
        pl: 'Word, Excel, PowerPoint, Outlook i OneNote na jeden komputer PC lub Mac, z prawem do użytku komercyjnego.',
        en: 'Word, Excel, PowerPoint, Outlook and OneNote for one PC or Mac, licensed for commercial use.',
      }
    : {
        pl: 'Word, Excel, PowerPoint i OneNote na jeden komputer PC lub Mac do użytku domowego.',
        en: 'Word, Excel, PowerPoint and OneNote for one PC or Mac for home use.',
      },
  recommended: ['m365-business-standard-annual'],
});

const officeApp = (stem: string, code: string, app: string, price: number, about: Texts): Perpetual => ({
  id: `${stem}-2024`,
  code,
  categoryId: 'office-apps',
  name: `${app} 2024`,
  licenceType: 'business',
  price,
  delivery: 'esd',
  platform:
    stem.startsWith('visio') || stem.startsWith('project') || stem === 'access' ? 'windows' : 'windows-mac',
  apps: [stem.split('-')[0] ?? stem],
  availability: { state: 'instant' },
  family: stem.split('-')[0] ?? stem,
  about,
});

const windows = (
  id: string,
  code: string,
  name: string,
  price: number,
  delivery: Perpetual['delivery'],
  availability: Availability,
  about: Texts,
): Perpetual => ({
  id,
  code,
  categoryId: 'windows',
  name,
  licenceType: name.includes('Home') && !name.includes('Pro') ? 'home' : 'business',
  price,
  ...(id === 'windows-11-pro-esd' ? { eur: 229 } : {}),
  delivery,
  platform: 'windows',
  apps: [],
  availability,
  family: 'windows-11',
  about,
});

const server = (
  id: string,
  code: string,
  name: string,
  price: number,
  cores: number,
  availability: Availability,
  about: Texts,
): Perpetual => ({
  id,
  code,
  categoryId: 'windows-server-os',
  name,
  licenceType: 'business',
  price,
  delivery: 'oem',
  platform: 'server',
  apps: [],
  availability,
  family: 'windows-server',
  about,
  cores,
  recommended: ['windows-server-2025-user-cal', 'server-management-windows'],
  goodDealSets: ['windows-server-2025-user-cal'],
});

const perpetuals: Perpetual[] = [
  officeSuite('office-home-2024-esd', 'EP2-06606', 'Office Home 2024', 487, 'esd', false, {
    state: 'instant',
  }),
  officeSuite('office-home-2024-box', 'EP2-06805', 'Office Home 2024 BOX', 499, 'box', false, {
    state: '1-day',
  }),
  officeSuite(
    'office-home-business-2024-esd',
    'EP2-06687',
    'Office Home & Business 2024',
    974.8,
    'esd',
    true,
    {
      state: 'instant',
    },
  ),
  officeSuite(
    'office-home-business-2024-box',
    'EP2-06829',
    'Office Home & Business 2024 BOX',
    989,
    'box',
    true,
    {
      state: '1-2-days',
    },
  ),
  officeSuite('office-home-student-2021-esd', '79G-05339', 'Office Home & Student 2021', 439, 'esd', false, {
    state: 'discontinued',
  }),
  officeSuite('office-home-business-2021-esd', 'T5D-03511', 'Office Home & Business 2021', 899, 'esd', true, {
    state: 'discontinued',
  }),
  officeApp('word', '059-09386', 'Word', 649, {
    pl: 'Edytor tekstu Word w wersji bez subskrypcji.',
    en: 'The Word word processor without a subscription.',
  }),
  officeApp('excel', '065-11138', 'Excel', 649, {
    pl: 'Arkusz kalkulacyjny Excel w wersji bez subskrypcji.',
    en: 'The Excel spreadsheet without a subscription.',
  }),
  officeApp('powerpoint', '079-07009', 'PowerPoint', 649, {
    pl: 'Prezentacje PowerPoint w wersji bez subskrypcji.',
    en: 'PowerPoint presentations without a subscription.',
  }),
  officeApp('outlook', '543-02598', 'Outlook', 649, {
    pl: 'Klient poczty i kalendarza Outlook w wersji bez subskrypcji.',
    en: 'The Outlook mail and calendar client without a subscription.',
  }),
  officeApp('access', '077-07392', 'Access', 649, {
    pl: 'Baza danych Access dla systemu Windows.',
    en: 'The Access database for Windows.',
  }),
  officeApp('visio-standard', 'D86-05999', 'Visio Standard', 1490, {
    pl: 'Diagramy i schematy blokowe z podstawowymi szablonami.',
    en: 'Diagrams and flowcharts with the basic templates.',
  }),
  officeApp('visio-professional', 'D87-07766', 'Visio Professional', 2890, {
    pl: 'Diagramy techniczne, plany sieci i pięter oraz współpraca nad schematami.',
    en: 'Technical diagrams, network and floor plans, and shared editing of diagrams.',
  }),
  officeApp('project-standard', '076-06021', 'Project Standard', 3190, {
    pl: 'Harmonogramy, zasoby i budżety projektów na jednym komputerze.',
    en: 'Project schedules, resources and budgets on one computer.',
  }),
  officeApp('project-professional', 'H30-05989', 'Project Professional', 5390, {
    pl: 'Project Standard z planowaniem zasobów zespołu i integracją z Project Online.',
    en: 'Project Standard with team resource planning and Project Online integration.',
  }),
  windows(
    'windows-11-home-esd',
    'KW9-00664',
    'Windows 11 Home',
    489,
    'esd',
    { state: 'instant' },
    {
      pl: 'System Windows 11 Home do komputerów domowych.',
      en: 'Windows 11 Home for home computers.',
    },
  ),
  windows(
    'windows-11-home-box',
    'HAJ-00090',
    'Windows 11 Home BOX USB',
    519,
    'box',
    { state: '1-day' },
    {
      pl: 'Windows 11 Home w pudełku z instalatorem na pendrive USB.',
      en: 'Windows 11 Home boxed with the installer on a USB stick.',
    },
  ),
  windows(
    'windows-11-pro-esd',
    'FQC-10528',
    'Windows 11 Pro',
    899,
    'esd',
    { state: 'instant' },
    {
      pl: 'Windows 11 Pro z BitLockerem, Hyper-V i dołączaniem do domeny Entra ID.',
      en: 'Windows 11 Pro with BitLocker, Hyper-V and joining an Entra ID domain.',
    },
  ),
  windows(
    'windows-11-pro-box',
    'HAV-00163',
    'Windows 11 Pro BOX USB',
    949,
    'box',
    { state: '1-2-days' },
    {
      pl: 'Windows 11 Pro w pudełku z instalatorem na pendrive USB.',
      en: 'Windows 11 Pro boxed with the installer on a USB stick.',
    },
  ),
  windows(
    'windows-11-pro-oem-pl',
    'FQC-10547',
    'Windows 11 Pro OEM 64-bit PL',
    719,
    'oem',
    { state: '1-day' },
    {
      pl: 'Windows 11 Pro OEM w polskiej wersji językowej do nowych komputerów.',
      en: 'Windows 11 Pro OEM in Polish for new computers.',
    },
  ),
  windows(
    'windows-11-pro-oem-en',
    'FQC-10529',
    'Windows 11 Pro OEM 64-bit EN',
    719,
    'oem',
    { state: '1-day' },
    {
      pl: 'Windows 11 Pro OEM w angielskiej wersji językowej do nowych komputerów.',
      en: 'Windows 11 Pro OEM in English for new computers.',
    },
  ),
  windows(
    'windows-11-pro-workstations-esd',
    'HZV-00101',
    'Windows 11 Pro for Workstations',
    1590,
    'esd',
    { state: 'within-24h' },
    {
      pl: 'Windows dla stacji roboczych: do 4 procesorów, 6 TB RAM i system plików ReFS.',
      en: 'Windows for workstations: up to 4 CPUs, 6 TB of RAM and the ReFS file system.',
    },
  ),
  windows(
    'windows-11-home-to-pro-upgrade',
    '4YR-00316',
    'Windows 11 Home → Pro upgrade',
    449,
    'esd',
    { state: 'instant' },
    {
      pl: 'Klucz aktualizacji z Windows 11 Home do Pro bez ponownej instalacji.',
      en: 'An upgrade key from Windows 11 Home to Pro without reinstalling.',
    },
  ),
  windows(
    'windows-10-pro-esd',
    'FQC-09131',
    'Windows 10 Pro',
    799,
    'esd',
    { state: 'discontinued' },
    {
      pl: 'Poprzednia wersja systemu; wsparcie Microsoft zakończyło się w październiku 2025.',
      en: 'The previous version; Microsoft support ended in October 2025.',
    },
  ),
  server(
    'windows-server-2025-standard-16-core',
    'P73-08689',
    'Windows Server 2025 Standard 16 Core',
    4190,
    16,
    { state: '1-2-days' },
    {
      pl: 'Licencja na 16 rdzeni z prawem do 2 maszyn wirtualnych; CAL kupowane osobno.',
      en: 'A 16-core licence with rights to 2 virtual machines; CALs sold separately.',
    },
  ),
  server(
    'windows-server-2025-standard-2-core-add',
    'P73-08697',
    'Windows Server 2025 Standard 2 Core Additional',
    530,
    2,
    { state: '1-2-days' },
    {
      pl: 'Dodatkowe 2 rdzenie do licencji Standard dla serwerów z więcej niż 16 rdzeniami.',
      en: 'Two more cores for the Standard licence on servers with more than 16 cores.',
    },
  ),
  server(
    'windows-server-2025-datacenter-16-core',
    'P71-09859',
    'Windows Server 2025 Datacenter 16 Core',
    24_900,
    16,
    { state: '2-3-days' },
    {
      pl: 'Nieograniczona liczba maszyn wirtualnych na licencjonowanym serwerze i Storage Spaces Direct.',
      en: 'Unlimited virtual machines on the licensed server and Storage Spaces Direct.',
    },
  ),
  server(
    'windows-server-2025-essentials',
    'G3S-01583',
    'Windows Server 2025 Essentials',
    2150,
    10,
    { state: '1-2-days' },
    {
      pl: 'Dla małych firm do 25 użytkowników i 50 urządzeń, bez licencji CAL.',
      en: 'For small businesses of up to 25 users and 50 devices, no CALs needed.',
    },
  ),
  server(
    'windows-server-2025-standard-24-core',
    'P73-08702',
    'Windows Server 2025 Standard 24 Core',
    6290,
    24,
    { state: 'ask-delivery-time' },
    {
      pl: 'Licencja na 24 rdzenie dla serwerów dwuprocesorowych.',
      en: 'A 24-core licence for dual-socket servers.',
    },
  ),
  server(
    'windows-server-2022-standard-16-core',
    'P73-08328',
    'Windows Server 2022 Standard 16 Core',
    3990,
    16,
    { state: 'discontinued' },
    {
      pl: 'Poprzednia wersja; zalecamy Windows Server 2025 z prawem do downgrade.',
      en: 'The previous version; we recommend Windows Server 2025 with downgrade rights.',
    },
  ),
  server(
    'windows-server-2022-datacenter-16-core',
    'P71-09389',
    'Windows Server 2022 Datacenter 16 Core',
    23_900,
    16,
    { state: 'discontinued' },
    {
      pl: 'Poprzednia wersja Datacenter; dostępna tylko do wyczerpania zapasów.',
      en: 'The previous Datacenter version; available while stock lasts.',
    },
  ),
];

const perpetualDraft = (item: Perpetual): Draft => ({
  id: item.id,
  producerCode: item.code,
  variant: { kind: 'perpetual-licence' },
  categoryId: item.categoryId,
  licenceType: item.licenceType,
  apps: item.apps,
  availability: item.availability,
  name: { pl: item.name.replace(' upgrade', ' – aktualizacja'), en: item.name },
  description: {
    pl: `${item.about.pl} ${deliveryTexts[item.delivery].pl}`,
    en: `${item.about.en} ${deliveryTexts[item.delivery].en}`,
  },
  attributes: [
    option('delivery', item.delivery),
    option('platform', item.platform),
    option('licence-programme', item.delivery === 'oem' ? 'oem' : 'retail'),
    text('version', item.name.match(/20\d\d|Windows 1\d/)?.[0] ?? ''),
    ...(item.cores === undefined ? [] : [num('cores', item.cores)]),
  ],
  prices: {
    PLN: { price: minor(item.price) },
    ...(item.eur === undefined ? {} : { EUR: { price: minor(item.eur) } }),
  },
  family: item.family,
  relations: { recommended: item.recommended ?? [], goodDealSets: item.goodDealSets ?? [] },
});

// Open licences: one row per product, sold in the variants listed.

type OpenVariant = 'commercial' | 'academic' | 'government' | 'charity';

interface Open {
  stem: string;
  /** Microsoft part number of the commercial variant; the others count on from its last group. */
  code: string;
  categoryId: string;
  name: string;
  price: number;
  variants: OpenVariant[];
  about: Texts;
  cores?: number;
  cal?: 'user' | 'device';
  apps?: string[];
}

const variantRules: Record<
  OpenVariant,
  { offset: number; factor: number; suffix: Texts; note: Texts; licenceType: 'business' | 'edu' }
> = {
  commercial: {
    offset: 0,
    factor: 1,
    suffix: { pl: '', en: '' },
    note: {
      pl: 'Licencja dla firm w programie Open Value.',
      en: 'A business licence in the Open Value programme.',
    },
    licenceType: 'business',
  },
  academic: {
    offset: 17,
    factor: 0.18,
    suffix: { pl: ' EDU', en: ' EDU' },
    note: {
      pl: 'Dla szkół, uczelni i placówek oświatowych; wymaga potwierdzenia uprawnień.',
      en: 'For schools, universities and educational institutions; eligibility is verified.',
    },
    licenceType: 'edu',
  },
  government: {
    offset: 9,
    factor: 0.82,
    suffix: { pl: ' GOV', en: ' GOV' },
    note: {
      pl: 'Dla administracji publicznej i jednostek samorządowych.',
      en: 'For public administration and local government.',
    },
    licenceType: 'business',
  },
  charity: {
    offset: 23,
    factor: 0.12,
    suffix: { pl: ' dla non-profit', en: ' for nonprofits' },
    note: {
      pl: 'Dla organizacji pożytku publicznego zweryfikowanych przez Microsoft.',
      en: 'For charities verified by Microsoft.',
    },
    licenceType: 'business',
  },
};

const restrictionOf = { academic: 'academic', government: 'government', charity: 'charity' } as const;

const allVariants: OpenVariant[] = ['commercial', 'academic', 'government', 'charity'];
const serverVariants: OpenVariant[] = ['commercial', 'academic', 'government'];
const calVariants: OpenVariant[] = ['commercial', 'academic'];

const opens: Open[] = [
  {
    stem: 'office-ltsc-standard-2024',
    code: '021-11032',
    categoryId: 'open-office',
    name: 'Office LTSC Standard 2024',
    price: 2290,
    variants: allVariants,
    apps: suite,
    about: {
      pl: 'Wersja LTSC pakietu Office bez subskrypcji, wdrażana centralnie w organizacji.',
      en: 'The LTSC Office suite without a subscription, deployed centrally in the organisation.',
    },
  },
  {
    stem: 'office-ltsc-pro-plus-2024',
    code: '79P-06892',
    categoryId: 'open-office',
    name: 'Office LTSC Professional Plus 2024',
    price: 3390,
    variants: allVariants,
    apps: [...suite, 'access'],
    about: {
      pl: 'Office LTSC Standard z Access i zaawansowanymi funkcjami zgodności.',
      en: 'Office LTSC Standard with Access and advanced compliance features.',
    },
  },
  {
    stem: 'visio-ltsc-professional-2024',
    code: 'D87-07921',
    categoryId: 'open-office',
    name: 'Visio LTSC Professional 2024',
    price: 3690,
    variants: allVariants,
    apps: ['visio'],
    about: {
      pl: 'Diagramy techniczne i biznesowe w wersji LTSC dla organizacji.',
      en: 'Technical and business diagrams in the LTSC edition for organisations.',
    },
  },
  {
    stem: 'project-professional-2024-open',
    code: 'H30-06215',
    categoryId: 'open-office',
    name: 'Project Professional 2024 Open',
    price: 5090,
    variants: allVariants,
    apps: ['project'],
    about: {
      pl: 'Planowanie projektów i zasobów w licencji wieczystej dla organizacji.',
      en: 'Project and resource planning with a perpetual licence for organisations.',
    },
  },
  {
    stem: 'sql-server-2022-standard-2-core',
    code: '7NQ-01564',
    categoryId: 'open-server',
    name: 'SQL Server 2022 Standard 2 Core',
    price: 15_890,
    variants: serverVariants,
    cores: 2,
    about: {
      pl: 'Licencja na 2 rdzenie bez potrzeby licencji CAL; minimum 4 rdzenie na serwer.',
      en: 'A 2-core licence with no CALs needed; at least 4 cores per server.',
    },
  },
  {
    stem: 'sql-server-2022-standard-server',
    code: '228-11548',
    categoryId: 'open-server',
    name: 'SQL Server 2022 Standard Server',
    price: 4150,
    variants: serverVariants,
    about: {
      pl: 'Licencja na serwer w modelu Server + CAL dla małych wdrożeń.',
      en: 'A server licence in the Server + CAL model for small deployments.',
    },
  },
  {
    stem: 'sql-server-2022-enterprise-2-core',
    code: '7JQ-01975',
    categoryId: 'open-server',
    name: 'SQL Server 2022 Enterprise 2 Core',
    price: 60_790,
    variants: serverVariants,
    cores: 2,
    about: {
      pl: 'Pełna wersja Enterprise: nieograniczona wirtualizacja, zawsze włączone grupy dostępności.',
      en: 'The full Enterprise edition: unlimited virtualisation and Always On availability groups.',
    },
  },
  {
    stem: 'exchange-server-se-standard',
    code: '312-04411',
    categoryId: 'open-server',
    name: 'Exchange Server Subscription Edition Standard',
    price: 3090,
    variants: serverVariants,
    about: {
      pl: 'Lokalny serwer poczty Exchange z aktualizacjami w ramach Software Assurance.',
      en: 'On-premises Exchange mail server with updates under Software Assurance.',
    },
  },
  {
    stem: 'sharepoint-server-se',
    code: 'H04-00268',
    categoryId: 'open-server',
    name: 'SharePoint Server Subscription Edition',
    price: 29_900,
    variants: serverVariants,
    about: {
      pl: 'Intranet i zarządzanie dokumentami na własnej infrastrukturze.',
      en: 'Intranet and document management on your own infrastructure.',
    },
  },
  {
    stem: 'windows-server-2025-standard-2-core-open',
    code: '9EM-00652',
    categoryId: 'open-server',
    name: 'Windows Server 2025 Standard 2 Core Open',
    price: 495,
    variants: serverVariants,
    cores: 2,
    about: {
      pl: 'Pakiet 2 rdzeni Windows Server Standard w licencji Open; minimum 16 rdzeni na serwer.',
      en: 'A 2-core pack of Windows Server Standard as an Open licence; at least 16 cores per server.',
    },
  },
  {
    stem: 'windows-server-2025-datacenter-2-core-open',
    code: '9EA-01045',
    categoryId: 'open-server',
    name: 'Windows Server 2025 Datacenter 2 Core Open',
    price: 2890,
    variants: serverVariants,
    cores: 2,
    about: {
      pl: 'Pakiet 2 rdzeni Windows Server Datacenter w licencji Open.',
      en: 'A 2-core pack of Windows Server Datacenter as an Open licence.',
    },
  },
  ...(
    [
      ['windows-server-2025-user-cal', 'R18-06470', 'Windows Server 2025 User CAL', 189, 'user'],
      ['windows-server-2025-device-cal', 'R18-06466', 'Windows Server 2025 Device CAL', 179, 'device'],
      ['windows-server-2025-rds-user-cal', '6VC-04812', 'Windows Server 2025 RDS User CAL', 689, 'user'],
      [
        'windows-server-2025-rds-device-cal',
        '6VC-04808',
        'Windows Server 2025 RDS Device CAL',
        599,
        'device',
      ],
      ['sql-server-2022-user-cal', '359-06980', 'SQL Server 2022 User CAL', 995, 'user'],
      ['sql-server-2022-device-cal', '359-06978', 'SQL Server 2022 Device CAL', 995, 'device'],
      [
        'exchange-server-se-standard-user-cal',
        '381-04581',
        'Exchange Server SE Standard User CAL',
        349,
        'user',
      ],
      ['sharepoint-server-se-user-cal', '76M-02162', 'SharePoint Server SE User CAL', 479, 'user'],
    ] as const
  ).map(
    ([stem, code, name, price, cal]): Open => ({
      stem,
      code,
      categoryId: 'server-cals',
      name,
      price,
      variants: calVariants,
      cal,
      about:
        cal === 'user'
          ? {
              pl: 'Licencja dostępowa dla jednego użytkownika, z dowolnego urządzenia.',
              en: 'An access licence for one user, from any device.',
            }
          : {
              pl: 'Licencja dostępowa dla jednego urządzenia, dla dowolnej liczby użytkowników.',
              en: 'An access licence for one device, for any number of users.',
            },
    }),
  ),
];

const codeWithOffset = (code: string, offset: number): string => {
  const [group, number = '0'] = code.split('-');
  return `${group}-${String(Number(number) + offset).padStart(number.length, '0')}`;
};

const openDrafts = (item: Open): Draft[] =>
  item.variants.map((variant) => {
    const rules = variantRules[variant];
    const availability: Availability = {
      state: item.categoryId === 'open-server' ? 'within-24h' : 'instant',
    };
    return {
      id: variant === 'commercial' ? item.stem : `${item.stem}-${variant}`,
      producerCode: codeWithOffset(item.code, rules.offset),
      variant: { kind: 'open-licence' },
      categoryId: item.categoryId,
      licenceType: rules.licenceType,
      restrictions: variant === 'commercial' ? [] : [restrictionOf[variant]],
      apps: item.apps ?? [],
      availability,
      name: { pl: `${item.name}${rules.suffix.pl}`, en: `${item.name}${rules.suffix.en}` },
      description: { pl: `${item.about.pl} ${rules.note.pl}`, en: `${item.about.en} ${rules.note.en}` },
      attributes: [
        option('licence-programme', 'open-value'),
        option('delivery', 'esd'),
        text('version', item.name.match(/20\d\d/)?.[0] ?? 'SE'),
        ...(item.cores === undefined ? [] : [num('cores', item.cores)]),
        ...(item.cal === undefined ? [] : [option('cal-type', item.cal)]),
      ],
      prices: { PLN: { price: minor(item.price * rules.factor) } },
      family: item.stem,
      relations:
        item.categoryId === 'server-cals'
          ? { recommended: ['windows-server-2025-standard-16-core'] }
          : { recommended: item.categoryId === 'open-server' ? ['server-management-windows'] : [] },
    };
  });

export const licenceDrafts: Draft[] = [...perpetuals.map(perpetualDraft), ...opens.flatMap(openDrafts)];
