import type { Currency } from '../locale';
import type { Money } from '../money';

// Home page offers, with an explicit price list per currency (not the catalogue's price lists and
// exchange-rate derivation). Amounts in minor units.

/** One amount per currency, in its minor units (not the catalogue's `PriceList` of shared/pricing). */
export type AmountPerCurrency = Record<Currency, number>;

export interface HomeOffer {
  id: 'daas' | 'backup' | 'servers';
  /** Message ids of the title and text. */
  title: string;
  text: string;
  monthly: AmountPerCurrency;
  perServer?: boolean;
}

const list = (PLN: number, rates: Omit<AmountPerCurrency, 'PLN'>): AmountPerCurrency => ({ PLN, ...rates });

export const homeOffers: HomeOffer[] = [
  {
    id: 'daas',
    title: 'home.daas.title',
    text: 'home.daas.text',
    // Spec section 9: banner price 94.75 per month.
    monthly: list(9475, {
      USD: 2399,
      EUR: 2199,
      CZK: 55900,
      GBP: 1899,
      CHF: 2099,
      NOK: 25900,
      SEK: 25900,
      DKK: 16400,
    }),
  },
  {
    id: 'backup',
    title: 'home.backup.title',
    text: 'home.backup.text',
    // Spec section 9: Azure Backup from 149 PLN per month.
    monthly: list(14900, {
      USD: 3799,
      EUR: 3499,
      CZK: 87900,
      GBP: 2999,
      CHF: 3299,
      NOK: 40900,
      SEK: 40900,
      DKK: 25900,
    }),
  },
  {
    id: 'servers',
    title: 'home.servers.title',
    text: 'home.servers.text',
    // Spec section 9: server management 500 PLN per server per month.
    monthly: list(50000, {
      USD: 12500,
      EUR: 11700,
      CZK: 293000,
      GBP: 9900,
      CHF: 11000,
      NOK: 137000,
      SEK: 137000,
      DKK: 87000,
    }),
    perServer: true,
  },
];

export interface HomeContent {
  offers: HomeOffer[];
}

export const offerPrice = (offer: HomeOffer, currency: Currency): Money => ({
  amount: offer.monthly[currency],
  currency,
});
