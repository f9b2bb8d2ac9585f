import type { Product } from './product';

/** A complete, valid product for tests: Microsoft 365 Business Standard billed annually. */
export const sampleProduct = {
  id: 'm365-business-standard-annual',
  producer: 'Microsoft',
  producerCode: 'CFQ7TTC0LDPB',
  kind: 'm365-subscription',
  billing: 'annual',
  categoryId: 'microsoft-365',
  licenceType: 'business',
  restrictions: [],
  apps: ['word', 'excel', 'powerpoint', 'outlook', 'teams', 'onedrive'],
  availability: { state: 'instant' },
  ratings: { count: 3, sum: 13 },
  texts: {
    pl: {
      name: 'Microsoft 365 Business Standard (roczna)',
      description: 'Aplikacje Office, Teams i 1 TB w OneDrive dla firm.',
      slug: 'microsoft-365-business-standard-roczna',
    },
    en: {
      name: 'Microsoft 365 Business Standard (annual)',
      description: 'Office apps, Teams and 1 TB of OneDrive for business.',
      slug: 'microsoft-365-business-standard-annual',
    },
  },
  attributes: [
    { key: 'onedrive', type: 'number', value: 1, unit: 'TB' },
    { key: 'devices-per-user', type: 'number', value: 5, unit: 'devices' },
    { key: 'desktop-apps', type: 'boolean', value: true },
  ],
  relations: {
    accessories: [],
    otherVersions: ['m365-business-standard-monthly'],
    goodDealSets: [],
    recommended: ['azure-backup'],
    similar: ['m365-business-premium-annual'],
  },
  prices: { PLN: { price: 56_160, list: 62_400 }, EUR: { price: 13_440 } },
  createdAt: '2026-01-05T09:00:00Z',
  popularity: 120,
} satisfies Product;
