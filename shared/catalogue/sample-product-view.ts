import type { ListingItem, ProductView } from './listing';

// A product page's data as `GET /api/cms/products/{id}` answers it, for tests of the site and JSON-LD.

const line = (net: number) => ({ net, vat: Math.round(net * 0.23), gross: net + Math.round(net * 0.23) });

export const sampleListingItem: ListingItem = {
  id: 'm365-business-standard-monthly',
  categoryId: 'm365-business',
  kind: 'm365-subscription',
  name: 'Microsoft 365 Business Standard (miesięczna)',
  slug: 'microsoft-365-business-standard-miesieczna',
  producer: 'Microsoft',
  producerCode: 'CFQ7TTC0LDPB-M',
  availability: { state: 'instant' },
  billing: 'monthly',
  rating: { average: null, count: 0 },
  price: { currency: 'PLN', vatRate: 2300, price: line(5616), savings: line(0) },
};

const sampleImage = {
  hash: '3f2a9c41d07be615',
  width: 1200,
  height: 900,
  alt: 'Microsoft 365 Business Standard (roczna)',
};

export const sampleProductView: ProductView = {
  id: 'm365-business-standard-annual',
  categoryId: 'm365-business',
  kind: 'm365-subscription',
  name: 'Microsoft 365 Business Standard (roczna)',
  slug: 'microsoft-365-business-standard-roczna',
  producer: 'Microsoft',
  producerCode: 'CFQ7TTC0LDPB',
  image: sampleImage,
  availability: { state: 'instant' },
  billing: 'annual',
  rating: { average: 4.333, count: 3 },
  price: {
    currency: 'PLN',
    vatRate: 2300,
    price: { net: 56_160, vat: 12_917, gross: 69_077 },
    list: { net: 62_400, vat: 14_352, gross: 76_752 },
    savings: { net: 6240, vat: 1435, gross: 7675 },
  },
  description: 'Aplikacje Office, Teams i 1 TB w OneDrive dla firm.',
  slugs: {
    pl: 'microsoft-365-business-standard-roczna',
    en: 'microsoft-365-business-standard-annual',
    ru: 'microsoft-365-business-standard-annual',
    hu: 'microsoft-365-business-standard-annual',
    es: 'microsoft-365-business-standard-annual',
    tr: 'microsoft-365-business-standard-annual',
    cs: 'microsoft-365-business-standard-annual',
    de: 'microsoft-365-business-standard-annual',
    fr: 'microsoft-365-business-standard-annual',
    bg: 'microsoft-365-business-standard-annual',
    it: 'microsoft-365-business-standard-annual',
  },
  categoryPath: [
    { id: 'microsoft-365', parentId: null, position: 0, name: 'Microsoft 365', slug: 'microsoft-365' },
    { id: 'm365-business', parentId: 'microsoft-365', position: 0, name: 'Dla firm', slug: 'dla-firm' },
  ],
  licenceType: 'business',
  restrictions: [],
  apps: ['word', 'excel', 'teams'],
  images: [sampleImage],
  attributes: [
    { key: 'onedrive', type: 'number', value: 1, unit: 'TB' },
    { key: 'desktop-apps', type: 'boolean', value: true },
    { key: 'delivery', type: 'enum', value: 'esd' },
  ],
  relations: {
    accessories: [],
    otherVersions: [sampleListingItem],
    goodDealSets: [],
    recommended: [],
    similar: [],
  },
  requiresSignIn: true,
  createdAt: '2026-01-05T09:00:00Z',
};
