import {
  type Currency,
  defaultCurrency,
  defaultLanguage,
  type Language,
  type Market,
  markets,
} from './locale';

// The domain map per market (spec section 9) and how a request picks its market, language and currency.

/** The sites of the domain map: the language sites pl, en, fr, de and the three market variants. */
export const domainKeys = [
  'pl',
  'en',
  'fr',
  'de',
  'de_lizengo',
  'pl_cxp',
  'pl_pc',
] as const satisfies readonly (Language | Market)[];
export type DomainKey = (typeof domainKeys)[number];

/**
 * Production host name per site. PLACEHOLDERS: the real names are set per deployment. Locally every site
 * is also reachable as `<site>.localhost` (`de_lizengo.localhost`, or `de-lizengo.localhost`).
 */
export const domainMap: Readonly<Record<DomainKey, string>> = {
  pl: 'sklep.example.pl',
  en: 'shop.example.com',
  fr: 'boutique.example.fr',
  de: 'shop.example.de',
  de_lizengo: 'lizengo.example.de',
  pl_cxp: 'cxp.example.pl',
  pl_pc: 'pc.example.pl',
};

/**
 * Default currency of the plain language sites; market variants take theirs from `markets` in
 * `locale.ts`. The spec names none for en: EUR is a choice.
 */
export const languageDomainCurrencies = {
  pl: 'PLN',
  en: 'EUR',
  fr: 'EUR',
  de: 'EUR',
} as const satisfies Record<Exclude<DomainKey, Market>, Currency>;

export interface ResolvedMarket {
  /** The market variant, undefined on a plain language site. */
  market: Market | undefined;
  language: Language;
  currency: Currency;
}

export interface MarketRequest {
  /** The Host header (a port and a trailing dot are ignored). */
  host?: string | null;
  /** The query: `location.search`, `URLSearchParams` or a Lambda event's `queryStringParameters`. */
  query?: string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>> | null;
}

const isMarket = (value: string): value is Market => Object.hasOwn(markets, value);
const isDomainKey = (value: string): value is DomainKey => (domainKeys as readonly string[]).includes(value);

/** Market, language and currency of one site of the domain map. */
export const domainDefaults = (site: DomainKey): ResolvedMarket =>
  isMarket(site)
    ? { market: site, language: markets[site].language, currency: markets[site].currency }
    : { market: undefined, language: site, currency: languageDomainCurrencies[site] };

const queryMarket = (query: MarketRequest['query']): string | undefined => {
  if (query === undefined || query === null) return undefined;
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    return new URLSearchParams(query).get('market') ?? undefined;
  }
  const value = query.market;
  return typeof value === 'string' ? value : value?.[0];
};

const hostDomain = (host: string | null | undefined): DomainKey | undefined => {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const production = domainKeys.find((site) => domainMap[site] === name);
  if (production !== undefined) return production;
  const local = /^([a-z_-]+)\.localhost$/.exec(name)?.[1]?.replaceAll('-', '_');
  return local !== undefined && isDomainKey(local) ? local : undefined;
};

/**
 * The site a request is for: the `?market=` query first (any site key, so `?market=en` works too), then the
 * host name, else Polish with its default currency (`localhost`, unknown hosts). An unknown market value is
 * ignored. The language of a path prefix (`matchPath`) is the caller's to apply on top.
 */
export const resolveMarket = ({ host, query }: MarketRequest = {}): ResolvedMarket => {
  const fromQuery = queryMarket(query)?.trim().toLowerCase();
  const site =
    (fromQuery !== undefined && isDomainKey(fromQuery) ? fromQuery : undefined) ?? hostDomain(host);
  return site === undefined
    ? { market: undefined, language: defaultLanguage, currency: defaultCurrency }
    : domainDefaults(site);
};
