import type { Availability } from '#shared/catalogue/product';
import { accessoriesFor } from './accessories';
import type { Draft, Texts } from './draft';
import { minor, num, option, text } from './draft';

// Device-as-a-service bundles (24 or 36 months) and IT services (backup, server management,
// migration, support), priced as on the home page: DaaS 94.75 PLN, backup from 149 PLN, server
// management 500 PLN per server, each per month.

interface Bundle {
  stem: string;
  brand: string;
  device: string;
  /** The hardware product the bundle leases. */
  deviceId: string;
  categoryId: 'daas-laptops' | 'daas-desktops';
  /** Net PLN per month over 36 months; 24 months cost 27 % more. */
  monthly: number;
}

const bundles: Bundle[] = (
  [
    [
      'daas-standard-thinkpad-e14',
      'Lenovo',
      'Lenovo ThinkPad E14 Gen 6',
      'thinkpad-e14-gen-6-16gb-512gb-1a',
      94.75,
    ],
    ['daas-thinkpad-t14', 'Lenovo', 'Lenovo ThinkPad T14 Gen 5', 'thinkpad-t14-gen-5-16gb-512gb-1a', 129.9],
    [
      'daas-thinkpad-x1-carbon',
      'Lenovo',
      'Lenovo ThinkPad X1 Carbon Gen 12',
      'thinkpad-x1-carbon-gen-12-16gb-512gb-1a',
      199.9,
    ],
    ['daas-latitude-5450', 'Dell', 'Dell Latitude 5450', 'latitude-5450-16gb-512gb-1a', 119.9],
    ['daas-elitebook-840', 'HP', 'HP EliteBook 840 G11', 'elitebook-840-g11-16gb-512gb-1a', 149.9],
    ['daas-probook-440', 'HP', 'HP ProBook 440 G11', 'probook-440-g11-16gb-512gb-1a', 99.9],
    [
      'daas-surface-laptop-7',
      'Microsoft',
      'Microsoft Surface Laptop 7 13,8"',
      'surface-laptop-7-13-16gb-512gb-1a',
      139.9,
    ],
    ['daas-precision-3591', 'Dell', 'Dell Precision 3591', 'precision-3591-32gb-1024gb-1w', 219.9],
  ] as const
).map(([stem, brand, device, deviceId, monthly]) => ({
  stem,
  brand,
  device,
  deviceId,
  monthly,
  categoryId: 'daas-laptops',
}));

const desktopBundles: Bundle[] = (
  [
    [
      'daas-optiplex-micro-7020',
      'Dell',
      'Dell OptiPlex Micro 7020',
      'optiplex-micro-7020-16gb-512gb-1a',
      89.9,
    ],
    [
      'daas-thinkcentre-m70q',
      'Lenovo',
      'Lenovo ThinkCentre M70q Gen 5',
      'thinkcentre-m70q-gen-5-16gb-512gb-1a',
      84.9,
    ],
    ['daas-elite-mini-800', 'HP', 'HP Elite Mini 800 G9', 'hp-elite-mini-800-g9-16gb-512gb-1a', 99.9],
    ['daas-eliteone-870', 'HP', 'HP EliteOne 870 G9 27"', 'hp-eliteone-870-g9-16gb-512gb-1a', 149.9],
  ] as const
).map(([stem, brand, device, deviceId, monthly]) => ({
  stem,
  brand,
  device,
  deviceId,
  monthly,
  categoryId: 'daas-desktops',
}));

const bundleDrafts = (bundle: Bundle, index: number): Draft[] =>
  ([36, 24] as const).map((term) => {
    const monthly = term === 36 ? bundle.monthly : bundle.monthly * 1.27;
    const standard = bundle.stem === 'daas-standard-thinkpad-e14' && term === 36;
    return {
      id: `${bundle.stem}-${term}m`,
      producerCode: `DAAS-${bundle.stem.replace('daas-', '').toUpperCase()}-${term}`,
      variant: { kind: 'device-as-a-service' },
      categoryId: bundle.categoryId,
      licenceType: 'business',
      apps: [],
      availability: index % 5 === 3 ? { state: '2-3-days' } : { state: '1-2-days' },
      name: {
        pl: `${bundle.device} w abonamencie na ${term} ${term === 24 ? 'miesiące' : 'miesięcy'}`,
        en: `${bundle.device} as a service for ${term} months`,
      },
      description: {
        pl: `${bundle.device} z Windows 11 Pro, wdrożeniem przez Autopilot, serwisem następnego dnia roboczego i wymianą po ${term} miesiącach. Jedna stała opłata miesięczna bez wkładu własnego.`,
        en: `${bundle.device} with Windows 11 Pro, Autopilot deployment, next-business-day service and a refresh after ${term} months. One fixed monthly fee with no down payment.`,
      },
      attributes: [
        num('commitment', term, 'months'),
        text('included-device', bundle.device),
        option('service-level', 'next-business-day'),
        option('billing-unit', 'per-device-month'),
      ],
      prices: {
        PLN: { price: minor(monthly) },
        ...(standard ? { EUR: { price: 2199 } } : {}),
      },
      family: bundle.stem,
      relations: {
        accessories: accessoriesFor(bundle.brand).slice(0, 2),
        recommended: [bundle.deviceId, 'support-helpdesk-per-user'],
      },
    };
  });

type Unit = 'per-month' | 'per-server-month' | 'per-user-month' | 'per-device-month' | 'one-off' | 'per-hour';

interface Service {
  id: string;
  categoryId: 'backup' | 'server-management' | 'migration' | 'support';
  name: Texts;
  about: Texts;
  /** Net PLN per unit. */
  price: number;
  unit: Unit;
  availability?: Availability;
  capacityGb?: number;
  responseHours?: number;
  eur?: number;
  recommended?: string[];
}

const azureBackup = (gb: number, price: number, eur?: number): Service => {
  const size = gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`;
  return {
    id: `azure-backup-${gb >= 1024 ? `${gb / 1024}tb` : `${gb}gb`}`,
    categoryId: 'backup',
    name: { pl: `Azure Backup ${size}`, en: `Azure Backup ${size}` },
    about: {
      pl: `Kopie zapasowe serwerów i plików w Azure do ${size}, z retencją 30 dni, szyfrowaniem i raportem miesięcznym.`,
      en: `Backups of servers and files to Azure of up to ${size}, with 30-day retention, encryption and a monthly report.`,
    },
    price,
    unit: 'per-month',
    availability: { state: 'instant' },
    capacityGb: gb,
    ...(eur === undefined ? {} : { eur }),
    recommended: ['server-management-windows'],
  };
};

const services: Service[] = [
  azureBackup(100, 149, 34.99),
  azureBackup(500, 299),
  azureBackup(1024, 449),
  azureBackup(2048, 799),
  azureBackup(5120, 1790),
  {
    id: 'backup-m365-per-user',
    categoryId: 'backup',
    name: { pl: 'Kopia zapasowa Microsoft 365 (na użytkownika)', en: 'Microsoft 365 backup (per user)' },
    about: {
      pl: 'Codzienna kopia poczty Exchange, OneDrive, SharePoint i Teams z odtwarzaniem pojedynczych elementów.',
      en: 'Daily backup of Exchange mail, OneDrive, SharePoint and Teams with single-item restore.',
    },
    price: 12,
    unit: 'per-user-month',
    availability: { state: 'instant' },
    recommended: ['m365-business-standard-annual'],
  },
  {
    id: 'backup-physical-server',
    categoryId: 'backup',
    name: { pl: 'Kopia zapasowa serwera fizycznego', en: 'Physical server backup' },
    about: {
      pl: 'Kopia obrazu serwera z odtwarzaniem na inny sprzęt lub do Azure, do 1 TB danych.',
      en: 'An image backup of the server restorable to other hardware or to Azure, up to 1 TB of data.',
    },
    price: 189,
    unit: 'per-server-month',
    capacityGb: 1024,
  },
  {
    id: 'backup-workstation',
    categoryId: 'backup',
    name: { pl: 'Kopia zapasowa stacji roboczej', en: 'Workstation backup' },
    about: {
      pl: 'Ciągła kopia plików użytkownika z laptopa lub komputera do chmury, do 250 GB.',
      en: 'Continuous backup of the user files of a laptop or PC to the cloud, up to 250 GB.',
    },
    price: 29,
    unit: 'per-device-month',
    availability: { state: 'instant' },
    capacityGb: 250,
  },
  ...(
    [
      ['windows', 'serwera Windows', 'Windows server', 500, 4, 117],
      ['linux', 'serwera Linux', 'Linux server', 550, 4, undefined],
      ['hyper-v', 'hosta Hyper-V', 'Hyper-V host', 690, 4, undefined],
      ['azure-vm', 'maszyny wirtualnej Azure', 'Azure virtual machine', 450, 4, undefined],
      ['sql-server', 'bazy SQL Server', 'SQL Server database', 890, 8, undefined],
      ['m365-tenant', 'środowiska Microsoft 365', 'Microsoft 365 tenant', 390, 8, undefined],
    ] as const
  ).map(
    ([stem, pl, en, price, responseHours, eur]): Service => ({
      id: `server-management-${stem}`,
      categoryId: 'server-management',
      name: { pl: `Zarządzanie ${pl}`, en: `${en} management` },
      about: {
        pl: `Monitoring 24/7, aktualizacje, kontrola kopii i reakcja na awarie do ${responseHours} h dla ${pl}; opłata miesięczna za każdy obiekt.`,
        en: `24/7 monitoring, patching, backup checks and incident response within ${responseHours} h for a ${en}; a monthly fee for each one.`,
      },
      price,
      unit: stem === 'm365-tenant' ? 'per-month' : 'per-server-month',
      availability: { state: '1-2-days' },
      responseHours,
      ...(eur === undefined ? {} : { eur }),
      recommended: ['azure-backup-100gb'],
    }),
  ),
  ...(
    [
      [
        'mailbox',
        'Migracja skrzynki pocztowej do Exchange Online',
        'Mailbox migration to Exchange Online',
        89,
        'one-off',
      ],
      [
        'file-server-sharepoint',
        'Migracja serwera plików do SharePoint (za 1 TB)',
        'File server to SharePoint migration (per 1 TB)',
        2900,
        'one-off',
      ],
      [
        'google-workspace',
        'Migracja z Google Workspace do Microsoft 365 (na użytkownika)',
        'Google Workspace to Microsoft 365 migration (per user)',
        149,
        'one-off',
      ],
      [
        'tenant-to-tenant',
        'Migracja między dzierżawami Microsoft 365 (na użytkownika)',
        'Microsoft 365 tenant-to-tenant migration (per user)',
        199,
        'one-off',
      ],
      ['server-to-azure', 'Migracja serwera do Azure', 'Server migration to Azure', 3900, 'one-off'],
      [
        'windows-11-upgrade',
        'Aktualizacja do Windows 11 (na urządzenie)',
        'Windows 11 upgrade (per device)',
        149,
        'one-off',
      ],
    ] as const
  ).map(
    ([stem, pl, en, price, unit]): Service => ({
      id: `migration-${stem}`,
      categoryId: 'migration',
      name: { pl, en },
      about: {
        pl: `${pl}: plan, migracja próbna, przeniesienie danych poza godzinami pracy i wsparcie użytkowników po zmianie.`,
        en: `${en}: a plan, a pilot migration, moving the data out of hours and user support after the switch.`,
      },
      price,
      unit,
      availability: { state: 'on-demand' },
      recommended: ['m365-business-standard-annual', 'backup-m365-per-user'],
    }),
  ),
  ...(
    [
      [
        'helpdesk-per-user',
        'Helpdesk IT (na użytkownika)',
        'IT helpdesk (per user)',
        79,
        'per-user-month',
        8,
      ],
      ['on-site-hour', 'Wsparcie na miejscu (godzina)', 'On-site support (hour)', 199, 'per-hour', 24],
      ['priority-24-7', 'Wsparcie priorytetowe 24/7', 'Priority support 24/7', 990, 'per-month', 1],
      [
        'm365-setup',
        'Konfiguracja Microsoft 365 dla małej firmy',
        'Microsoft 365 setup for a small business',
        1490,
        'one-off',
        48,
      ],
      ['intune-rollout', 'Wdrożenie Intune i Autopilot', 'Intune and Autopilot rollout', 2990, 'one-off', 48],
      [
        'security-audit',
        'Audyt bezpieczeństwa Microsoft 365',
        'Microsoft 365 security audit',
        4900,
        'one-off',
        72,
      ],
      [
        'device-setup',
        'Przygotowanie laptopa lub komputera (na urządzenie)',
        'Laptop or PC setup (per device)',
        149,
        'one-off',
        24,
      ],
    ] as const
  ).map(
    ([stem, pl, en, price, unit, responseHours]): Service => ({
      id: `support-${stem}`,
      categoryId: 'support',
      name: { pl, en },
      about: {
        pl: `${pl} przez certyfikowanych inżynierów Microsoft, z czasem reakcji do ${responseHours} h.`,
        en: `${en} by Microsoft-certified engineers, responding within ${responseHours} h.`,
      },
      price,
      unit,
      availability: { state: unit === 'per-hour' ? 'ask-delivery-time' : 'within-24h' },
      responseHours,
    }),
  ),
  {
    id: 'support-copilot-readiness',
    categoryId: 'support',
    name: {
      pl: 'Warsztat gotowości na Microsoft 365 Copilot',
      en: 'Microsoft 365 Copilot readiness workshop',
    },
    about: {
      pl: 'Jednodniowy warsztat: uprawnienia do danych, etykiety poufności i pilotaż Copilot dla 10 osób.',
      en: 'A one-day workshop: data permissions, sensitivity labels and a Copilot pilot for 10 people.',
    },
    price: 5900,
    unit: 'one-off',
    availability: { state: 'presale', date: '2026-04-01' },
    recommended: ['m365-copilot-annual'],
  },
];

const serviceDraft = (service: Service, index: number): Draft => ({
  id: service.id,
  producerCode: `SRV-${String(index + 1).padStart(3, '0')}-${service.categoryId.toUpperCase()}`,
  variant: { kind: 'it-service' },
  categoryId: service.categoryId,
  licenceType: 'business',
  availability: service.availability ?? { state: 'on-demand' },
  name: service.name,
  description: service.about,
  attributes: [
    option('billing-unit', service.unit),
    ...(service.capacityGb === undefined ? [] : [num('capacity', service.capacityGb, 'GB')]),
    ...(service.responseHours === undefined ? [] : [num('response-time', service.responseHours, 'h')]),
  ],
  prices: {
    PLN: { price: minor(service.price) },
    ...(service.eur === undefined ? {} : { EUR: { price: minor(service.eur) } }),
  },
  family: service.id.startsWith('azure-backup') ? 'azure-backup' : service.id,
  relations: { recommended: service.recommended ?? [] },
});

export const serviceDrafts: Draft[] = [
  ...[...bundles, ...desktopBundles].flatMap(bundleDrafts),
  ...services.map(serviceDraft),
];
