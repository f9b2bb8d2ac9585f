import { describe, expect, it } from 'vitest';
import { rootListKeys } from './blog/list-pages';
import { linkedPathFor } from './linked-routes';
import { type Language, languages } from './locale';
import { bucketRouteKeys } from './page-key';
import {
  accountRouteKeys,
  alternates,
  indexable,
  matchPath,
  paramPatterns,
  pathFor,
  prerenderedRouteKeys,
  privateRouteKeys,
  type RouteKey,
  renderedRouteKeys,
  routeKeys,
  routeParamNames,
  routes,
  sitemapRouteKeys,
} from './routes';
import { type LinkedRouteKey, linkedRouteTable } from './routes/linked-route-table';

/** Spec section 2, written out as the spec lists the Polish paths. */
const polishPaths: Record<RouteKey, string> = {
  home: '/',
  signIn: '/zaloguj/',
  signUp: '/rejestracja/',
  passwordReminder: '/przypomnienie-hasla/',
  passwordGenerate: '/resetuj-haslo/',
  passwordRemind: '/przypomnij-haslo/',
  passwordReset: '/reset-hasla/',
  wrongPassword: '/niepoprawne-haslo/',
  confirmAccount: '/potwierdz-konto/',
  order: '/zamowienie/',
  basket: '/koszyk/',
  partnerOfTheYear: '/partner-roku/',
  paymentRedirect: '/przekierowanie-do-platnosci/',
  orderStatus: '/status-zamowienia/',
  renewal: '/odnow/:invoiceGuid/',
  payment: '/platnosc/:invoiceGuid',
  payments: '/platnosci/',
  compare: '/porownaj/',
  category: '/kategoria/:id/:slug',
  product: '/produkt/:id/:slug',
  search: '/szukaj/',
  blog: '/blog/',
  blogArticle: '/blog/:slug/',
  subscriptionOrders: '/zamowieniesubskrypcje/',
  mca: '/mca/:id/:tenantId',
  notFound: '/404/',
  serverError: '/500/',
  maintenance: '/maintenance',
  publication: '/Publikacja/',
  news: '/Aktualnosci',
  articles: '/Publikacje/artykuly',
  publicationDetails: '/Publikacja/:link',
  newsArchive: '/Aktualnosci/:year/:month',
  newsCategory: '/Aktualnosci/:category',
  newsCategoryDetails: '/Aktualnosci/:category/:link',
  articlesList: '/Artykuly',
  account: '/ustawienia-konta/',
  accountDashboard: '/ustawienia-konta/panel-klienta/',
  accountChangePassword: '/ustawienia-konta/zmiana-hasla/',
  // Not in the spec's list: setting up the authenticator app a staff group needs.
  accountTwoStepSignIn: '/ustawienia-konta/logowanie-dwuetapowe/',
  accountEditData: '/ustawienia-konta/edycja-danych/',
  accountSubscriptions: '/ustawienia-konta/subskrypcje/',
  accountSubscriptionAddAccount: '/ustawienia-konta/subskrypcje/dodaj-konto',
  accountSubscriptionOrder: '/ustawienia-konta/subskrypcje/zamowienie/',
  accountSubscriptionConfiguration: '/ustawienia-konta/subskrypcje/:subscriptionId/konfiguracja',
  accountSubscriptionDetails: '/ustawienia-konta/subskrypcje/:subscriptionId/szczegoly/:enableRecurring',
  accountSubscriptionConfigurationSummary:
    '/ustawienia-konta/subskrypcje/:subscriptionId/podsumowanie-konfiguracji',
  accountSubscriptionAddLicences: '/ustawienia-konta/subskrypcje/:subscriptionId/dodaj-licencje/',
  accountSubscriptionRenewLicences: '/ustawienia-konta/subskrypcje/:subscriptionId/odnow-licencje',
  accountSubscriptionRenewLicencesMonthly:
    '/ustawienia-konta/subskrypcje/:subscriptionId/odnow-licencje-miesieczna',
  accountOrderHistory: '/ustawienia-konta/historia-zamowien/',
  accountOrderDetails: '/ustawienia-konta/historia-zamowien/:realizationId/szczegoly',
  accountPaymentHistory: '/ustawienia-konta/historia-platnosci/',
  accountInvoices: '/ustawienia-konta/faktury/',
  accountPaymentCards: '/ustawienia-konta/karty-platnicze/',
  // Not in the spec's list: the finance staff's exports.
  financeExports: '/finanse/eksporty/',
  // Not in the spec's list: the operations staff's order queue and order page.
  staffOrders: '/obsluga/zamowienia/',
  staffOrder: '/obsluga/zamowienia/:orderId',
  // Not in the spec's list: the operations staff's inbox of stored requests and one request.
  staffRequests: '/obsluga/zgloszenia/',
  staffRequest: '/obsluga/zgloszenia/:kind/:requestId',
  staffCustomers: '/obsluga/klienci/',
  staffCustomer: '/obsluga/klienci/:customerId',
  staffPartners: '/obsluga/partnerzy/',
  staffPartner: '/obsluga/partnerzy/:partnerId',
  // Not in the spec's list: the operations staff's Allegro account.
  staffAllegro: '/obsluga/allegro/',
  // Not in the spec's list: the content staff's articles, their editor and the products' images.
  contentArticles: '/tresci/artykuly/',
  contentArticleNew: '/tresci/artykuly/nowy',
  contentArticle: '/tresci/artykuly/:language/:link',
  contentProducts: '/tresci/produkty/',
  contentProduct: '/tresci/produkty/:productId',
  // Not in the spec's list: the business partners' portal of spec section 1.
  partnerDashboard: '/partner/',
  partnerPriceList: '/partner/cennik/',
  partnerOrders: '/partner/zamowienia-klientow/',
  about: '/o-nas/',
  contact: '/kontakt/',
  // Not in the spec's list: the cooperation and help-centre forms of spec section 1.
  cooperation: '/wspolpraca/',
  helpCentre: '/centrum-pomocy/',
  // Not in the spec's list: its IT-as-a-service landing pages of section 1.
  deviceAsAService: '/urzadzenie-jako-usluga/',
  itServices: '/uslugi-it/',
  terms: '/regulamin/',
  privacy: '/polityka-prywatnosci/',
  cookiePolicy: '/polityka-cookies/',
  noAccess: '/brak-dostepu/',
  // Not in the spec's list: the newsletter's double opt-in link.
  newsletterConfirmation: '/newsletter/potwierdzenie/',
  // Not in the spec's list: its leasing and credit offers of section 1.
  leasingOffer: '/leasing/',
  creditOffer: '/kredyt-ratalny/',
};

/** Sample values, some needing URL encoding (non-ASCII, space, ampersand, slash). */
const sampleParams: Record<string, string> = {
  invoiceGuid: '7d3f0c2a-5b1e-4c8d-9a6f-2e4b8c1d0f3a',
  id: '42',
  tenantId: 'contoso.onmicrosoft.com',
  slug: 'jak-wybrać-laptopa',
  link: 'Office 365 & Teams/nowości',
  year: '2024',
  month: '05',
  category: 'bezpieczeństwo',
  subscriptionId: 'sub-123',
  enableRecurring: 'true',
  realizationId: '98765',
};
const paramsOf = (key: RouteKey): Record<string, string> =>
  Object.fromEntries(routeParamNames(key).map((name) => [name, sampleParams[name] ?? 'x']));

const segmentsOf = (template: string): string[] => template.split('/').filter((part) => part !== '');
const paramsIn = (template: string): string[] =>
  segmentsOf(template)
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));

/** Whether some path could match both templates (same length, every segment compatible). */
const overlap = (a: string, b: string): boolean => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  if (left.length !== right.length) return false;
  return left.every((part, index) => {
    const other = right[index] ?? '';
    if (part.startsWith(':') && other.startsWith(':')) return true;
    if (!part.startsWith(':') && !other.startsWith(':')) return part === other;
    const [param, literal] = part.startsWith(':') ? [part.slice(1), other] : [other.slice(1), part];
    return paramPatterns[param]?.test(literal) ?? true;
  });
};

describe('route table', () => {
  it('has a path template for every route key in every language', () => {
    expect(Object.keys(routes).sort()).toEqual([...routeKeys].sort());
    for (const key of routeKeys) {
      expect(Object.keys(routes[key]).sort()).toEqual([...languages].sort());
      for (const language of languages) expect(routes[key][language]).toMatch(/^\//);
    }
  });

  it('has the Polish paths exactly as the spec lists them', () => {
    expect(Object.fromEntries(routeKeys.map((key) => [key, routes[key].pl]))).toEqual(polishPaths);
  });

  it.each(languages)('has distinct paths in %s', (language) => {
    const paths = routeKeys.map((key) => routes[key][language]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses the same parameter names in every language', () => {
    for (const key of routeKeys) {
      const names = paramsIn(routes[key].pl).sort();
      expect(routeParamNames(key).sort()).toEqual(names);
      for (const language of languages) expect(paramsIn(routes[key][language]).sort()).toEqual(names);
    }
  });

  it('mirrors the Polish trailing slash and uses lower-case ASCII slugs outside Polish', () => {
    for (const key of routeKeys) {
      for (const language of languages) {
        const template = routes[key][language];
        expect(template.endsWith('/'), `${key} ${language}`).toBe(routes[key].pl.endsWith('/'));
        if (language === 'pl') continue;
        for (const part of segmentsOf(template))
          expect(part).toMatch(/^(:[a-zA-Z]+|[a-z0-9]+(-[a-z0-9]+)*)$/);
      }
    }
  });

  it('never starts a template with a two-letter segment, so a language prefix is unambiguous', () => {
    for (const key of routeKeys) {
      for (const language of languages)
        expect(segmentsOf(routes[key][language])[0] ?? '').not.toMatch(/^..$/);
    }
  });

  it.each(languages)(
    'has no two templates matching one path in %s, except archive and news article',
    (language) => {
      const pairs: string[] = [];
      for (const [index, a] of routeKeys.entries()) {
        for (const b of routeKeys.slice(index + 1)) {
          if (overlap(routes[a][language], routes[b][language])) pairs.push(`${a}|${b}`);
        }
      }
      expect(pairs).toEqual(['newsArchive|newsCategoryDetails']);
    },
  );

  it('translates the main English, German and French paths', () => {
    const sample = (language: Language) =>
      (['signIn', 'signUp', 'basket', 'order', 'compare', 'account'] as const).map(
        (key) => routes[key][language],
      );
    expect(sample('en')).toEqual([
      '/sign-in/',
      '/sign-up/',
      '/basket/',
      '/order/',
      '/compare/',
      '/account-settings/',
    ]);
    expect(sample('de')).toEqual([
      '/anmelden/',
      '/registrieren/',
      '/warenkorb/',
      '/bestellung/',
      '/vergleichen/',
      '/kontoeinstellungen/',
    ]);
    expect(sample('fr')).toEqual([
      '/connexion/',
      '/inscription/',
      '/panier/',
      '/commande/',
      '/comparer/',
      '/parametres-du-compte/',
    ]);
  });
});

describe('pathFor', () => {
  it('prefixes every language but Polish', () => {
    expect(pathFor('basket', 'pl')).toBe('/koszyk/');
    expect(pathFor('basket', 'en')).toBe('/en/basket/');
    expect(pathFor('home', 'pl')).toBe('/');
    expect(pathFor('home', 'de')).toBe('/de/');
    expect(pathFor('maintenance', 'it')).toBe('/it/maintenance');
  });

  it('fills and URL-encodes parameters', () => {
    expect(pathFor('renewal', 'pl', { invoiceGuid: 'abc-1' })).toBe('/odnow/abc-1/');
    expect(pathFor('payment', 'fr', { invoiceGuid: 'abc-1' })).toBe('/fr/paiement/abc-1');
    expect(pathFor('newsCategoryDetails', 'pl', { category: 'bezpieczeństwo', link: 'a b/c' })).toBe(
      '/Aktualnosci/bezpiecze%C5%84stwo/a%20b%2Fc',
    );
    expect(pathFor('newsArchive', 'en', { year: 2024, month: 5 })).toBe('/en/news/2024/5');
    expect(
      pathFor('accountSubscriptionDetails', 'pl', { subscriptionId: 's1', enableRecurring: 'false' }),
    ).toBe('/ustawienia-konta/subskrypcje/s1/szczegoly/false');
  });

  it('throws on a missing, empty or malformed parameter', () => {
    const loose = pathFor as (key: RouteKey, language: Language, params?: Record<string, string>) => string;
    expect(() => loose('renewal', 'pl')).toThrow(/invoiceGuid/);
    expect(() => loose('mca', 'pl', { id: '1' })).toThrow(/tenantId/);
    expect(() => loose('payment', 'pl', { invoiceGuid: '' })).toThrow(/invoiceGuid/);
    expect(() => loose('newsArchive', 'pl', { year: '24', month: '5' })).toThrow(/year/);
    expect(() => loose('newsArchive', 'pl', { year: '2024', month: '13' })).toThrow(/month/);
  });

  it('types the parameters of each route', () => {
    // @ts-expect-error renewal needs invoiceGuid
    expect(() => pathFor('renewal', 'pl')).toThrow();
    // @ts-expect-error payment has no slug parameter
    expect(() => pathFor('payment', 'pl', { slug: 'x' })).toThrow();
    const key: RouteKey = 'blogArticle';
    expect(pathFor(key, 'en', { slug: 'x' })).toBe('/en/blog/x/');
  });
});

describe('linkedPathFor', () => {
  it("gives every route a link the shop sends points to the same path as the site's table, in every language", () => {
    const keys = Object.keys(linkedRouteTable) as LinkedRouteKey[];
    expect(keys).toEqual(
      expect.arrayContaining([
        'orderStatus',
        'payment',
        'renewal',
        'accountOrderDetails',
        'newsletterConfirmation',
      ]),
    );
    const loose = linkedPathFor as (
      key: LinkedRouteKey,
      language: Language,
      params?: Record<string, string>,
    ) => string;
    for (const key of keys) {
      const params = Object.fromEntries(routeParamNames(key).map((name) => [name, `${name}-1`]));
      for (const language of languages)
        expect(loose(key, language, params)).toBe(pathFor(key, language, params));
    }
    expect(linkedPathFor('accountOrderDetails', 'de', { realizationId: 'o 1' })).toMatch(/^\/de\/.*o%201/);
  });
});

describe('matchPath', () => {
  it.each(languages)('round-trips every route in %s, in both trailing-slash forms', (language) => {
    for (const key of routeKeys) {
      const params = paramsOf(key);
      const path = pathFor(key, language, params);
      const expected = { key, language, params, canonical: path };
      expect(matchPath(path), path).toEqual(expected);
      if (path === '/') continue;
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      expect(matchPath(other), other).toEqual(expected);
    }
  });

  it('tolerates the opposite trailing slash and reports the canonical path', () => {
    expect(matchPath('/koszyk')).toEqual({
      key: 'basket',
      language: 'pl',
      params: {},
      canonical: '/koszyk/',
    });
    expect(matchPath('/platnosc/abc/')).toMatchObject({ key: 'payment', canonical: '/platnosc/abc' });
    expect(matchPath('/en')).toEqual({ key: 'home', language: 'en', params: {}, canonical: '/en/' });
    expect(matchPath('/maintenance/')).toMatchObject({ key: 'maintenance', canonical: '/maintenance' });
  });

  it('accepts an explicit /pl/ prefix with the unprefixed canonical path', () => {
    expect(matchPath('/pl/koszyk/')).toEqual({
      key: 'basket',
      language: 'pl',
      params: {},
      canonical: '/koszyk/',
    });
  });

  it('ignores a query string and a fragment', () => {
    expect(matchPath('/en/basket/?coupon=x#top')).toMatchObject({ key: 'basket', language: 'en' });
  });

  it('returns undefined for an unknown prefix or a path no route matches', () => {
    expect(matchPath('/xx/koszyk/')).toBeUndefined();
    expect(matchPath('/xx/')).toBeUndefined();
    expect(matchPath('/en/koszyk/')).toBeUndefined();
    expect(matchPath('/nie-ma-takiej-strony/')).toBeUndefined();
    expect(matchPath('/koszyk//')).toBeUndefined();
    expect(matchPath('/odnow/%E0%A4%A/')).toBeUndefined();
    expect(matchPath('/aktualnosci')).toBeUndefined();
  });

  it('tells a news archive (numeric year and month) from a news article', () => {
    expect(matchPath('/Aktualnosci/2024/05')).toMatchObject({
      key: 'newsArchive',
      params: { year: '2024', month: '05' },
    });
    expect(matchPath('/Aktualnosci/bezpieczenstwo/nowy-artykul')).toMatchObject({
      key: 'newsCategoryDetails',
      params: { category: 'bezpieczenstwo', link: 'nowy-artykul' },
    });
    expect(matchPath('/de/aktuelles/2024/13')).toMatchObject({ key: 'newsCategoryDetails' });
  });

  it('prefers a fixed segment to a parameter', () => {
    expect(matchPath('/ustawienia-konta/subskrypcje/zamowienie/')).toMatchObject({
      key: 'accountSubscriptionOrder',
    });
    expect(matchPath('/ustawienia-konta/subskrypcje/dodaj-konto')).toMatchObject({
      key: 'accountSubscriptionAddAccount',
    });
  });
});

describe('catalogue routes', () => {
  it('puts the id before a slug in the page language', () => {
    expect(pathFor('product', 'pl', { id: 'office-home-2024-esd', slug: 'office-home-2024' })).toBe(
      '/produkt/office-home-2024-esd/office-home-2024',
    );
    expect(pathFor('category', 'de', { id: 'laptops', slug: 'laptops' })).toBe(
      '/de/kategorie/laptops/laptops',
    );
    expect(pathFor('search', 'en')).toBe('/en/search/');
    expect(matchPath('/en/product/p1/any-old-slug')).toMatchObject({
      key: 'product',
      params: { id: 'p1', slug: 'any-old-slug' },
    });
  });
});

describe('alternates', () => {
  it('lists the page in all 11 languages', () => {
    const links = alternates('basket');
    expect(links.map((link) => link.language)).toEqual([...languages]);
    expect(links).toHaveLength(11);
    expect(Object.fromEntries(links.map((link) => [link.language, link.path]))).toMatchObject({
      pl: '/koszyk/',
      en: '/en/basket/',
      de: '/de/warenkorb/',
      fr: '/fr/panier/',
    });
  });

  it('keeps the parameters, so the language switch stays on the same page', () => {
    const links = alternates('accountOrderDetails', { realizationId: 'R-7' });
    expect(links).toHaveLength(11);
    expect(links[0]).toEqual({ language: 'pl', path: '/ustawienia-konta/historia-zamowien/R-7/szczegoly' });
    for (const link of links) expect(matchPath(link.path)).toMatchObject({ key: 'accountOrderDetails' });
  });
});

describe('pre-rendering and indexing', () => {
  it('pre-renders pages without parameters; of the private ones only the basket, as its empty shell', () => {
    for (const key of prerenderedRouteKeys) expect(routeParamNames(key)).toEqual([]);
    expect(prerenderedRouteKeys.filter((key) => privateRouteKeys.includes(key))).toEqual(['basket']);
  });

  it('renders the search per request, never at build time nor in a sitemap, its results in its HTML', () => {
    expect(renderedRouteKeys).toEqual(['search']);
    expect(prerenderedRouteKeys).not.toContain('search');
    expect(sitemapRouteKeys).not.toContain('search');
  });

  it.each(rootListKeys)(
    'renders the blog list %s into the site bucket at runtime, not at build time; indexable, in the blog’s sitemaps only',
    (key) => {
      expect(prerenderedRouteKeys).not.toContain(key);
      expect(sitemapRouteKeys).not.toContain(key);
      expect(bucketRouteKeys.has(key)).toBe(true);
      expect(indexable(key)).toBe(true);
    },
  );

  it("keeps the business partners' portal under /partner/, never indexed", () => {
    const portal = ['partnerDashboard', 'partnerPriceList', 'partnerOrders'] as const;
    expect(portal.map((key) => pathFor(key, 'pl'))).toEqual([
      '/partner/',
      '/partner/cennik/',
      '/partner/zamowienia-klientow/',
    ]);
    for (const key of portal) {
      expect(privateRouteKeys).toContain(key);
      expect(matchPath(pathFor(key, 'de'))).toMatchObject({ key });
    }
  });

  it('never indexes the account area, basket, order, auth and payment pages, nor error pages', () => {
    expect(accountRouteKeys).toHaveLength(19);
    for (const key of accountRouteKeys) expect(indexable(key)).toBe(false);
    const closed: RouteKey[] = [
      'basket',
      'order',
      'signIn',
      'signUp',
      'passwordReminder',
      'passwordGenerate',
      'passwordRemind',
      'passwordReset',
      'paymentRedirect',
      'payment',
      'payments',
      'renewal',
      'notFound',
      'serverError',
      'maintenance',
      'noAccess',
      'financeExports',
      'staffOrders',
      'staffOrder',
      'staffRequests',
      'staffRequest',
      'staffCustomers',
      'staffCustomer',
      'staffPartners',
      'staffPartner',
      'staffAllegro',
      'contentArticles',
      'contentArticleNew',
      'contentArticle',
      'contentProducts',
      'contentProduct',
    ];
    for (const key of closed) expect(indexable(key), key).toBe(false);
    const open: RouteKey[] = [
      'home',
      'about',
      'contact',
      'cooperation',
      'helpCentre',
      'partnerOfTheYear',
      'leasingOffer',
      'creditOffer',
      'deviceAsAService',
      'itServices',
      'terms',
      'compare',
      'category',
      'product',
      'search',
      'blog',
      'blogArticle',
      'news',
    ];
    for (const key of open) expect(indexable(key), key).toBe(true);
  });
});
