import type { Category } from '#shared/catalogue/category';

// The demo category tree: roots in menu order, each with its sub-categories.

type Row = [id: string, pl: string, en: string, plSlug: string, enSlug: string];

const tree: [root: Row, children: Row[]][] = [
  [
    ['microsoft-365', 'Microsoft 365', 'Microsoft 365', 'microsoft-365', 'microsoft-365'],
    [
      ['m365-business', 'Dla firm', 'For business', 'dla-firm', 'for-business'],
      ['m365-home', 'Dla domu', 'For home', 'dla-domu', 'for-home'],
      ['m365-education', 'Dla edukacji', 'For education', 'dla-edukacji', 'for-education'],
      [
        'm365-public-sector',
        'Dla administracji i organizacji non-profit',
        'For government and non-profits',
        'dla-administracji-i-non-profit',
        'for-government-and-non-profits',
      ],
    ],
  ],
  [
    ['office', 'Office', 'Office', 'office', 'office'],
    [
      ['office-suites', 'Pakiety Office', 'Office suites', 'pakiety-office', 'office-suites'],
      ['office-apps', 'Aplikacje Office', 'Office apps', 'aplikacje-office', 'office-apps'],
    ],
  ],
  [
    ['open-licences', 'Licencje Open', 'Open licences', 'licencje-open', 'open-licences'],
    [
      ['open-office', 'Office w licencji Open', 'Office Open licences', 'office-open', 'office-open'],
      ['open-server', 'Serwery w licencji Open', 'Server Open licences', 'serwery-open', 'server-open'],
      [
        'server-cals',
        'Licencje dostępowe CAL',
        'Client access licences',
        'licencje-cal',
        'client-access-licences',
      ],
    ],
  ],
  [
    [
      'windows-server',
      'Licencje Windows i serwerowe',
      'Windows & server licences',
      'licencje-windows-i-serwerowe',
      'windows-and-server-licences',
    ],
    [
      ['windows', 'Windows 11', 'Windows 11', 'windows-11', 'windows-11'],
      ['windows-server-os', 'Windows Server', 'Windows Server', 'windows-server', 'windows-server'],
    ],
  ],
  [
    ['laptops', 'Laptopy', 'Laptops', 'laptopy', 'laptops'],
    [
      ['business-laptops', 'Laptopy biznesowe', 'Business laptops', 'laptopy-biznesowe', 'business-laptops'],
      ['home-laptops', 'Laptopy do domu', 'Home laptops', 'laptopy-do-domu', 'home-laptops'],
      [
        'mobile-workstations',
        'Mobilne stacje robocze',
        'Mobile workstations',
        'mobilne-stacje-robocze',
        'mobile-workstations',
      ],
    ],
  ],
  [
    ['pcs', 'Komputery', 'PCs', 'komputery', 'pcs'],
    [
      ['desktop-pcs', 'Komputery stacjonarne', 'Desktop PCs', 'komputery-stacjonarne', 'desktop-pcs'],
      ['mini-pcs', 'Mini PC', 'Mini PCs', 'mini-pc', 'mini-pcs'],
      ['all-in-one-pcs', 'Komputery All-in-One', 'All-in-one PCs', 'komputery-all-in-one', 'all-in-one-pcs'],
    ],
  ],
  [
    ['accessories', 'Akcesoria', 'Accessories', 'akcesoria', 'accessories'],
    [
      ['docking-stations', 'Stacje dokujące', 'Docking stations', 'stacje-dokujace', 'docking-stations'],
      ['monitors', 'Monitory', 'Monitors', 'monitory', 'monitors'],
      ['keyboards', 'Klawiatury', 'Keyboards', 'klawiatury', 'keyboards'],
      ['mice', 'Myszy', 'Mice', 'myszy', 'mice'],
      ['headsets', 'Zestawy słuchawkowe', 'Headsets', 'zestawy-sluchawkowe', 'headsets'],
      [
        'cables',
        'Kable i przejściówki',
        'Cables and adapters',
        'kable-i-przejsciowki',
        'cables-and-adapters',
      ],
    ],
  ],
  [
    [
      'device-as-a-service',
      'Urządzenie jako usługa',
      'Device as a service',
      'urzadzenie-jako-usluga',
      'device-as-a-service',
    ],
    [
      [
        'daas-laptops',
        'Laptopy w abonamencie',
        'Laptops as a service',
        'laptopy-w-abonamencie',
        'laptops-as-a-service',
      ],
      [
        'daas-desktops',
        'Komputery w abonamencie',
        'Desktops as a service',
        'komputery-w-abonamencie',
        'desktops-as-a-service',
      ],
    ],
  ],
  [
    ['it-services', 'Usługi IT', 'IT services', 'uslugi-it', 'it-services'],
    [
      ['backup', 'Kopie zapasowe', 'Backup', 'kopie-zapasowe', 'backup'],
      [
        'server-management',
        'Zarządzanie serwerami',
        'Server management',
        'zarzadzanie-serwerami',
        'server-management',
      ],
      ['migration', 'Migracje', 'Migration', 'migracje', 'migration'],
      ['support', 'Wsparcie techniczne', 'Technical support', 'wsparcie-techniczne', 'technical-support'],
    ],
  ],
];

const categoryOf = (
  [id, pl, en, plSlug, enSlug]: Row,
  parentId: string | null,
  position: number,
): Category => ({
  id,
  parentId,
  position,
  texts: { pl: { name: pl, slug: plSlug }, en: { name: en, slug: enSlug } },
});

export const demoCategories: Category[] = tree.flatMap(([root, children], rootPosition) => [
  categoryOf(root, null, rootPosition),
  ...children.map((child, position) => categoryOf(child, root[0], position)),
]);

/** Categories without children: the ones products belong to. */
export const leafCategoryIds: string[] = demoCategories
  .filter((category) => !demoCategories.some((child) => child.parentId === category.id))
  .map((category) => category.id);
