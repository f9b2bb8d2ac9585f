import { amountOf } from '#functions/lib/allegro/allegro-amount';
import type { Price } from '#functions/lib/allegro/allegro-contract';
import { defaultVatRate, grossOfNet } from '#shared/pricing/vat';
import { demoProducts } from '../../demo-catalogue/products';
import { demoStock, demoStockLaptopId } from '../../demo-catalogue/stock-and-codes';
import { points } from '../parcel-lockers-fixture';

// What the simulated Allegro knows before anyone buys: the shop's application, the seller's account,
// its offers (ten of the demo catalogue's orderable hardware, their `external.id` the product's id,
// their stock the shop's demo stock, their price the product's gross PLN price; and two the shop
// cannot match), the buyers who come to buy, the delivery methods and the company that asks for an
// invoice (the VAT register simulator's active taxpayer). All made up.

/** The shop's application at the simulated Allegro (the runtime gives them as ALLEGRO_CLIENT_*). */
export const simulatorApplication = {
  clientId: 'local-allegro-client',
  clientSecret: 'local-allegro-secret',
} as const;

export const simulatedSeller = { id: '44120317', login: 'sklep-demo' } as const;

export interface FixtureOffer {
  id: string;
  /** Allegro's title: at most 75 characters. */
  name: string;
  externalId?: string;
  price: Price;
  available: number;
}

const catalogueOfferIds = [
  demoStockLaptopId,
  'latitude-5450-16gb-512gb-1a',
  'elitebook-840-g11-32gb-1024gb-3c',
  'surface-laptop-7-13-16gb-512gb-1a',
  'dell-dock-wd19s-130w',
  'dell-u2724de',
  'logitech-mx-keys-s-graphite',
  'logitech-mx-master-3s-graphite',
  'jabra-evolve2-65-flex',
  'lanberg-hdmi-2-1-2m',
];

const catalogueOffer = (productId: string, index: number): FixtureOffer => {
  const product = demoProducts.find((candidate) => candidate.id === productId);
  const stock = demoStock.find((entry) => entry.productId === productId);
  if (!product || !stock) throw new Error(`${productId} is not orderable demo hardware`);
  return {
    id: String(18_000_000_001 + index),
    name: product.texts.pl.name.slice(0, 75).trimEnd(),
    externalId: productId,
    price: { amount: amountOf(grossOfNet(product.prices.PLN.price, defaultVatRate)), currency: 'PLN' },
    available: stock.units,
  };
};

export const fixtureOffers: FixtureOffer[] = [
  ...catalogueOfferIds.map(catalogueOffer),
  // Listed at Allegro without the seller's own id: the shop cannot tell which product it is.
  {
    id: '18000000101',
    name: 'Torba na laptopa 15,6" czarna',
    price: { amount: '129.00', currency: 'PLN' },
    available: 12,
  },
  // Its own id names no product of the shop (an old listing).
  {
    id: '18000000102',
    name: 'Pendrive 64 GB USB 3.2 (wyprzedaż)',
    externalId: 'MAGAZYN-STARY-0042',
    price: { amount: '39.99', currency: 'PLN' },
    available: 20,
  },
];

export interface FixtureBuyer {
  id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  guest: boolean;
  address: { street: string; zipCode: string; city: string };
}

export const fixtureBuyers: FixtureBuyer[] = [
  {
    id: '51234001',
    login: 'anna_nowak',
    email: 'anna.nowak@example.pl',
    firstName: 'Anna',
    lastName: 'Nowak',
    phoneNumber: '+48 600 100 200',
    guest: false,
    address: { street: 'Marszałkowska 10/5', zipCode: '00-590', city: 'Warszawa' },
  },
  {
    id: '51234002',
    login: 'piotr.wisniewski',
    email: 'piotr.wisniewski@example.pl',
    firstName: 'Piotr',
    lastName: 'Wiśniewski',
    phoneNumber: '+48 601 200 300',
    guest: false,
    address: { street: 'Karmelicka 15/3', zipCode: '31-131', city: 'Kraków' },
  },
  {
    id: '51234003',
    login: 'Gość-51234003',
    email: 'k.wojcik@example.pl',
    firstName: 'Katarzyna',
    lastName: 'Wójcik',
    phoneNumber: '+48 602 300 400',
    guest: true,
    address: { street: 'Grunwaldzka 50', zipCode: '80-241', city: 'Gdańsk' },
  },
  {
    id: '51234004',
    login: 'tomek_kaminski',
    email: 'tomasz.kaminski@example.pl',
    firstName: 'Tomasz',
    lastName: 'Kamiński',
    phoneNumber: '+48 603 400 500',
    guest: false,
    address: { street: 'Legnicka 12/8', zipCode: '53-673', city: 'Wrocław' },
  },
];

/** Allegro's delivery methods the buyers choose from (the locker's id is the reference's example). */
export const deliveryMethods = {
  courier: { id: '7203cb90-864c-4cab-b0b0-c3b6a1a3e8d1', name: 'Allegro Kurier DPD', cost: 1499 },
  locker: { id: '1fa56f79-4b6a-4821-a6f2-ca9c16d5c925', name: 'Allegro Paczkomaty InPost', cost: 999 },
} as const;

/** The InPost lockers a buyer may choose: the parcel-locker simulator's operating ones. */
export const lockers = points.filter(
  (point) => point.status === 'Operating' && point.type.includes('parcel_locker'),
);

/** The company that asks for an invoice: the VAT register simulator's active taxpayer. */
export const invoiceCompany = {
  name: 'PRZYKŁADOWA FIRMA SP. Z O.O.',
  taxId: '5260250274',
  address: { street: 'ul. Prosta 20/4', zipCode: '00-950', city: 'Warszawa' },
} as const;

/** Carriers the simulated Allegro knows for a tracking number (a part of `GET /order/carriers`). */
export const carrierIds = ['INPOST', 'DPD', 'DHL', 'UPS', 'GLS', 'POCZTA_POLSKA', 'ALLEGRO', 'OTHER'];
