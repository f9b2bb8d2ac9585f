import { defaultLanguage, type Language, languages } from './locale';

// The localized route table (spec section 2): one route key → one path template per language. It feeds
// the router, links, the language switch, canonical and hreflang links, pre-rendering and the sitemaps.
//
// Templates carry no language prefix: Polish (the default language) has none, every other language lives
// under `/<lang>`. Parameters are `:name` segments and keep their names in every language. Polish paths
// are exactly the spec's, trailing slash (or its absence) and capitalisation included; the other
// languages mirror the Polish trailing slash and use lower-case ASCII slugs (Russian and Bulgarian
// transliterated).
//
// Left out on purpose: the portal's `/{category}` and `/{category}/{link}` variants. As top-level
// catch-alls they would swallow every one- and two-segment path of the shop (and every 404); the
// `/Aktualnosci/{category}` and `/Aktualnosci/{category}/{link}` routes cover the same pages.
//
// Category and product paths carry the id and a slug in the page's language; the slug is cosmetic (the
// page loads by id and replaces a stale slug with the current one).

export const routeKeys = [
  'home',
  'signIn',
  'signUp',
  'passwordReminder',
  'passwordGenerate',
  'passwordRemind',
  'passwordReset',
  'wrongPassword',
  'confirmAccount',
  'order',
  'basket',
  'partnerOfTheYear',
  'paymentRedirect',
  'orderStatus',
  'renewal',
  'payment',
  'payments',
  'compare',
  'category',
  'product',
  'search',
  'blog',
  'blogArticle',
  'subscriptionOrders',
  'mca',
  'notFound',
  'serverError',
  'maintenance',
  // Portal (publications).
  'publication',
  'news',
  'articles',
  'publicationDetails',
  'newsArchive',
  'newsCategory',
  'newsCategoryDetails',
  'articlesList',
  // Account area.
  'account',
  'accountDashboard',
  'accountChangePassword',
  'accountTwoStepSignIn',
  'accountEditData',
  'accountSubscriptions',
  'accountSubscriptionAddAccount',
  'accountSubscriptionOrder',
  'accountSubscriptionConfiguration',
  'accountSubscriptionDetails',
  'accountSubscriptionConfigurationSummary',
  'accountSubscriptionAddLicences',
  'accountSubscriptionRenewLicences',
  'accountSubscriptionRenewLicencesMonthly',
  'accountOrderHistory',
  'accountOrderDetails',
  'accountPaymentHistory',
  'accountInvoices',
  'accountPaymentCards',
  // The finance staff's exports (issue 17 part 3).
  'financeExports',
  // The business partners' portal (issue 16 part 5).
  'partnerDashboard',
  'partnerPriceList',
  'partnerOrders',
  // Static pages.
  'about',
  'contact',
  // The cooperation and help-centre forms (issue 16 part 2).
  'cooperation',
  'helpCentre',
  // The device-as-a-service and IT services landing pages (issue 16 part 3).
  'deviceAsAService',
  'itServices',
  'terms',
  'privacy',
  'cookiePolicy',
  'noAccess',
  // Newsletter double opt-in: the page of the mailed confirmation link.
  'newsletterConfirmation',
  // The leasing and credit offers (issue 16 part 4).
  'leasingOffer',
  'creditOffer',
] as const;
export type RouteKey = (typeof routeKeys)[number];

const routeTable = {
  home: {
    pl: '/',
    en: '/',
    ru: '/',
    hu: '/',
    es: '/',
    tr: '/',
    cs: '/',
    de: '/',
    fr: '/',
    bg: '/',
    it: '/',
  },
  signIn: {
    pl: '/zaloguj/',
    en: '/sign-in/',
    ru: '/vkhod/',
    hu: '/bejelentkezes/',
    es: '/iniciar-sesion/',
    tr: '/giris-yap/',
    cs: '/prihlaseni/',
    de: '/anmelden/',
    fr: '/connexion/',
    bg: '/vhod/',
    it: '/accedi/',
  },
  signUp: {
    pl: '/rejestracja/',
    en: '/sign-up/',
    ru: '/registratsiya/',
    hu: '/regisztracio/',
    es: '/registro/',
    tr: '/kayit-ol/',
    cs: '/registrace/',
    de: '/registrieren/',
    fr: '/inscription/',
    bg: '/registratsiya/',
    it: '/registrazione/',
  },
  passwordReminder: {
    pl: '/przypomnienie-hasla/',
    en: '/password-reminder/',
    ru: '/napominanie-parolya/',
    hu: '/jelszo-emlekezteto/',
    es: '/recordatorio-de-contrasena/',
    tr: '/sifre-hatirlatma/',
    cs: '/pripominka-hesla/',
    de: '/passwort-erinnerung/',
    fr: '/rappel-du-mot-de-passe/',
    bg: '/napomnyane-za-parola/',
    it: '/promemoria-password/',
  },
  passwordGenerate: {
    pl: '/resetuj-haslo/',
    en: '/new-password/',
    ru: '/novyy-parol/',
    hu: '/uj-jelszo/',
    es: '/nueva-contrasena/',
    tr: '/yeni-sifre/',
    cs: '/nove-heslo/',
    de: '/neues-passwort/',
    fr: '/nouveau-mot-de-passe/',
    bg: '/nova-parola/',
    it: '/nuova-password/',
  },
  passwordRemind: {
    pl: '/przypomnij-haslo/',
    en: '/remind-password/',
    ru: '/napomnit-parol/',
    hu: '/elfelejtett-jelszo/',
    es: '/recordar-contrasena/',
    tr: '/sifremi-unuttum/',
    cs: '/zapomenute-heslo/',
    de: '/passwort-vergessen/',
    fr: '/mot-de-passe-oublie/',
    bg: '/zabravena-parola/',
    it: '/password-dimenticata/',
  },
  passwordReset: {
    pl: '/reset-hasla/',
    en: '/password-reset/',
    ru: '/sbros-parolya/',
    hu: '/jelszo-visszaallitas/',
    es: '/restablecer-contrasena/',
    tr: '/sifre-sifirlama/',
    cs: '/obnoveni-hesla/',
    de: '/passwort-zuruecksetzen/',
    fr: '/reinitialisation-du-mot-de-passe/',
    bg: '/nulirane-na-parola/',
    it: '/reimposta-password/',
  },
  wrongPassword: {
    pl: '/niepoprawne-haslo/',
    en: '/wrong-password/',
    ru: '/nevernyy-parol/',
    hu: '/hibas-jelszo/',
    es: '/contrasena-incorrecta/',
    tr: '/hatali-sifre/',
    cs: '/nespravne-heslo/',
    de: '/falsches-passwort/',
    fr: '/mot-de-passe-incorrect/',
    bg: '/greshna-parola/',
    it: '/password-errata/',
  },
  confirmAccount: {
    pl: '/potwierdz-konto/',
    en: '/confirm-account/',
    ru: '/podtverzhdenie-akkaunta/',
    hu: '/fiok-megerositese/',
    es: '/confirmar-cuenta/',
    tr: '/hesabi-onayla/',
    cs: '/potvrzeni-uctu/',
    de: '/konto-bestaetigen/',
    fr: '/confirmer-le-compte/',
    bg: '/potvarzhdavane-na-akaunt/',
    it: '/conferma-account/',
  },
  order: {
    pl: '/zamowienie/',
    en: '/order/',
    ru: '/zakaz/',
    hu: '/rendeles/',
    es: '/pedido/',
    tr: '/siparis/',
    cs: '/objednavka/',
    de: '/bestellung/',
    fr: '/commande/',
    bg: '/porachka/',
    it: '/ordine/',
  },
  basket: {
    pl: '/koszyk/',
    en: '/basket/',
    ru: '/korzina/',
    hu: '/kosar/',
    es: '/cesta/',
    tr: '/sepet/',
    cs: '/kosik/',
    de: '/warenkorb/',
    fr: '/panier/',
    bg: '/koshnitsa/',
    it: '/carrello/',
  },
  partnerOfTheYear: {
    pl: '/partner-roku/',
    en: '/partner-of-the-year/',
    ru: '/partner-goda/',
    hu: '/az-ev-partnere/',
    es: '/socio-del-anio/',
    tr: '/yilin-is-ortagi/',
    cs: '/partner-roku/',
    de: '/partner-des-jahres/',
    fr: '/partenaire-de-l-annee/',
    bg: '/partnyor-na-godinata/',
    it: '/partner-dell-anno/',
  },
  paymentRedirect: {
    pl: '/przekierowanie-do-platnosci/',
    en: '/payment-redirect/',
    ru: '/perekhod-k-oplate/',
    hu: '/atiranyitas-a-fizeteshez/',
    es: '/redireccion-al-pago/',
    tr: '/odemeye-yonlendirme/',
    cs: '/presmerovani-na-platbu/',
    de: '/weiterleitung-zur-zahlung/',
    fr: '/redirection-vers-le-paiement/',
    bg: '/prenasochvane-kam-plashtane/',
    it: '/reindirizzamento-al-pagamento/',
  },
  orderStatus: {
    pl: '/status-zamowienia/',
    en: '/order-status/',
    ru: '/status-zakaza/',
    hu: '/rendeles-allapota/',
    es: '/estado-del-pedido/',
    tr: '/siparis-durumu/',
    cs: '/stav-objednavky/',
    de: '/bestellstatus/',
    fr: '/statut-de-la-commande/',
    bg: '/status-na-porachkata/',
    it: '/stato-ordine/',
  },
  renewal: {
    pl: '/odnow/:invoiceGuid/',
    en: '/renew/:invoiceGuid/',
    ru: '/prodlenie/:invoiceGuid/',
    hu: '/megujitas/:invoiceGuid/',
    es: '/renovar/:invoiceGuid/',
    tr: '/yenile/:invoiceGuid/',
    cs: '/prodlouzeni/:invoiceGuid/',
    de: '/verlaengern/:invoiceGuid/',
    fr: '/renouveler/:invoiceGuid/',
    bg: '/podnovyavane/:invoiceGuid/',
    it: '/rinnova/:invoiceGuid/',
  },
  payment: {
    pl: '/platnosc/:invoiceGuid',
    en: '/payment/:invoiceGuid',
    ru: '/oplata/:invoiceGuid',
    hu: '/fizetes/:invoiceGuid',
    es: '/pago/:invoiceGuid',
    tr: '/odeme/:invoiceGuid',
    cs: '/platba/:invoiceGuid',
    de: '/zahlung/:invoiceGuid',
    fr: '/paiement/:invoiceGuid',
    bg: '/plashtane/:invoiceGuid',
    it: '/pagamento/:invoiceGuid',
  },
  payments: {
    pl: '/platnosci/',
    en: '/payments/',
    ru: '/platezhi/',
    hu: '/fizetesek/',
    es: '/pagos/',
    tr: '/odemeler/',
    cs: '/platby/',
    de: '/zahlungen/',
    fr: '/paiements/',
    bg: '/plashtaniya/',
    it: '/pagamenti/',
  },
  compare: {
    pl: '/porownaj/',
    en: '/compare/',
    ru: '/sravnenie/',
    hu: '/osszehasonlitas/',
    es: '/comparar/',
    tr: '/karsilastir/',
    cs: '/porovnani/',
    de: '/vergleichen/',
    fr: '/comparer/',
    bg: '/sravnenie/',
    it: '/confronta/',
  },
  category: {
    pl: '/kategoria/:id/:slug',
    en: '/category/:id/:slug',
    ru: '/kategoriya/:id/:slug',
    hu: '/kategoria/:id/:slug',
    es: '/categoria/:id/:slug',
    tr: '/kategori/:id/:slug',
    cs: '/kategorie/:id/:slug',
    de: '/kategorie/:id/:slug',
    fr: '/categorie/:id/:slug',
    bg: '/kategoriya/:id/:slug',
    it: '/categoria/:id/:slug',
  },
  product: {
    pl: '/produkt/:id/:slug',
    en: '/product/:id/:slug',
    ru: '/tovar/:id/:slug',
    hu: '/termek/:id/:slug',
    es: '/producto/:id/:slug',
    tr: '/urun/:id/:slug',
    cs: '/produkt/:id/:slug',
    de: '/produkt/:id/:slug',
    fr: '/produit/:id/:slug',
    bg: '/produkt/:id/:slug',
    it: '/prodotto/:id/:slug',
  },
  search: {
    pl: '/szukaj/',
    en: '/search/',
    ru: '/poisk/',
    hu: '/kereses/',
    es: '/buscar/',
    tr: '/arama/',
    cs: '/hledat/',
    de: '/suche/',
    fr: '/recherche/',
    bg: '/tarsene/',
    it: '/cerca/',
  },
  blog: {
    pl: '/blog/',
    en: '/blog/',
    ru: '/blog/',
    hu: '/blog/',
    es: '/blog/',
    tr: '/blog/',
    cs: '/blog/',
    de: '/blog/',
    fr: '/blog/',
    bg: '/blog/',
    it: '/blog/',
  },
  blogArticle: {
    pl: '/blog/:slug/',
    en: '/blog/:slug/',
    ru: '/blog/:slug/',
    hu: '/blog/:slug/',
    es: '/blog/:slug/',
    tr: '/blog/:slug/',
    cs: '/blog/:slug/',
    de: '/blog/:slug/',
    fr: '/blog/:slug/',
    bg: '/blog/:slug/',
    it: '/blog/:slug/',
  },
  subscriptionOrders: {
    pl: '/zamowieniesubskrypcje/',
    en: '/subscription-orders/',
    ru: '/zakazy-podpisok/',
    hu: '/elofizetesi-rendelesek/',
    es: '/pedidos-de-suscripciones/',
    tr: '/abonelik-siparisleri/',
    cs: '/objednavky-predplatneho/',
    de: '/abonnement-bestellungen/',
    fr: '/commandes-d-abonnements/',
    bg: '/porachki-za-abonamenti/',
    it: '/ordini-abbonamenti/',
  },
  mca: {
    pl: '/mca/:id/:tenantId',
    en: '/mca/:id/:tenantId',
    ru: '/mca/:id/:tenantId',
    hu: '/mca/:id/:tenantId',
    es: '/mca/:id/:tenantId',
    tr: '/mca/:id/:tenantId',
    cs: '/mca/:id/:tenantId',
    de: '/mca/:id/:tenantId',
    fr: '/mca/:id/:tenantId',
    bg: '/mca/:id/:tenantId',
    it: '/mca/:id/:tenantId',
  },
  notFound: {
    pl: '/404/',
    en: '/404/',
    ru: '/404/',
    hu: '/404/',
    es: '/404/',
    tr: '/404/',
    cs: '/404/',
    de: '/404/',
    fr: '/404/',
    bg: '/404/',
    it: '/404/',
  },
  serverError: {
    pl: '/500/',
    en: '/500/',
    ru: '/500/',
    hu: '/500/',
    es: '/500/',
    tr: '/500/',
    cs: '/500/',
    de: '/500/',
    fr: '/500/',
    bg: '/500/',
    it: '/500/',
  },
  maintenance: {
    pl: '/maintenance',
    en: '/maintenance',
    ru: '/maintenance',
    hu: '/maintenance',
    es: '/maintenance',
    tr: '/maintenance',
    cs: '/maintenance',
    de: '/maintenance',
    fr: '/maintenance',
    bg: '/maintenance',
    it: '/maintenance',
  },
  publication: {
    pl: '/Publikacja/',
    en: '/publication/',
    ru: '/publikatsiya/',
    hu: '/publikacio/',
    es: '/publicacion/',
    tr: '/yayin/',
    cs: '/publikace/',
    de: '/publikation/',
    fr: '/publication/',
    bg: '/publikatsiya/',
    it: '/pubblicazione/',
  },
  news: {
    pl: '/Aktualnosci',
    en: '/news',
    ru: '/novosti',
    hu: '/hirek',
    es: '/noticias',
    tr: '/haberler',
    cs: '/aktuality',
    de: '/aktuelles',
    fr: '/actualites',
    bg: '/novini',
    it: '/notizie',
  },
  articles: {
    pl: '/Publikacje/artykuly',
    en: '/publications/articles',
    ru: '/publikatsii/stati',
    hu: '/publikaciok/cikkek',
    es: '/publicaciones/articulos',
    tr: '/yayinlar/makaleler',
    cs: '/publikovane/clanky',
    de: '/publikationen/artikel',
    fr: '/publications/articles',
    bg: '/publikatsii/statii',
    it: '/pubblicazioni/articoli',
  },
  publicationDetails: {
    pl: '/Publikacja/:link',
    en: '/publication/:link',
    ru: '/publikatsiya/:link',
    hu: '/publikacio/:link',
    es: '/publicacion/:link',
    tr: '/yayin/:link',
    cs: '/publikace/:link',
    de: '/publikation/:link',
    fr: '/publication/:link',
    bg: '/publikatsiya/:link',
    it: '/pubblicazione/:link',
  },
  newsArchive: {
    pl: '/Aktualnosci/:year/:month',
    en: '/news/:year/:month',
    ru: '/novosti/:year/:month',
    hu: '/hirek/:year/:month',
    es: '/noticias/:year/:month',
    tr: '/haberler/:year/:month',
    cs: '/aktuality/:year/:month',
    de: '/aktuelles/:year/:month',
    fr: '/actualites/:year/:month',
    bg: '/novini/:year/:month',
    it: '/notizie/:year/:month',
  },
  newsCategory: {
    pl: '/Aktualnosci/:category',
    en: '/news/:category',
    ru: '/novosti/:category',
    hu: '/hirek/:category',
    es: '/noticias/:category',
    tr: '/haberler/:category',
    cs: '/aktuality/:category',
    de: '/aktuelles/:category',
    fr: '/actualites/:category',
    bg: '/novini/:category',
    it: '/notizie/:category',
  },
  newsCategoryDetails: {
    pl: '/Aktualnosci/:category/:link',
    en: '/news/:category/:link',
    ru: '/novosti/:category/:link',
    hu: '/hirek/:category/:link',
    es: '/noticias/:category/:link',
    tr: '/haberler/:category/:link',
    cs: '/aktuality/:category/:link',
    de: '/aktuelles/:category/:link',
    fr: '/actualites/:category/:link',
    bg: '/novini/:category/:link',
    it: '/notizie/:category/:link',
  },
  articlesList: {
    pl: '/Artykuly',
    en: '/articles',
    ru: '/stati',
    hu: '/cikkek',
    es: '/articulos',
    tr: '/makaleler',
    cs: '/clanky',
    de: '/artikel',
    fr: '/articles',
    bg: '/statii',
    it: '/articoli',
  },
  account: {
    pl: '/ustawienia-konta/',
    en: '/account-settings/',
    ru: '/nastroyki-akkaunta/',
    hu: '/fiokbeallitasok/',
    es: '/configuracion-de-la-cuenta/',
    tr: '/hesap-ayarlari/',
    cs: '/nastaveni-uctu/',
    de: '/kontoeinstellungen/',
    fr: '/parametres-du-compte/',
    bg: '/nastroyki-na-akaunta/',
    it: '/impostazioni-account/',
  },
  accountDashboard: {
    pl: '/ustawienia-konta/panel-klienta/',
    en: '/account-settings/customer-panel/',
    ru: '/nastroyki-akkaunta/panel-klienta/',
    hu: '/fiokbeallitasok/ugyfelpanel/',
    es: '/configuracion-de-la-cuenta/panel-del-cliente/',
    tr: '/hesap-ayarlari/musteri-paneli/',
    cs: '/nastaveni-uctu/zakaznicky-panel/',
    de: '/kontoeinstellungen/kundenbereich/',
    fr: '/parametres-du-compte/espace-client/',
    bg: '/nastroyki-na-akaunta/klientski-panel/',
    it: '/impostazioni-account/area-clienti/',
  },
  accountChangePassword: {
    pl: '/ustawienia-konta/zmiana-hasla/',
    en: '/account-settings/change-password/',
    ru: '/nastroyki-akkaunta/smena-parolya/',
    hu: '/fiokbeallitasok/jelszo-modositasa/',
    es: '/configuracion-de-la-cuenta/cambiar-contrasena/',
    tr: '/hesap-ayarlari/sifre-degistir/',
    cs: '/nastaveni-uctu/zmena-hesla/',
    de: '/kontoeinstellungen/passwort-aendern/',
    fr: '/parametres-du-compte/changer-le-mot-de-passe/',
    bg: '/nastroyki-na-akaunta/smyana-na-parola/',
    it: '/impostazioni-account/cambia-password/',
  },
  accountTwoStepSignIn: {
    pl: '/ustawienia-konta/logowanie-dwuetapowe/',
    en: '/account-settings/two-step-sign-in/',
    ru: '/nastroyki-akkaunta/dvukhetapnyy-vkhod/',
    hu: '/fiokbeallitasok/ketlepcsos-bejelentkezes/',
    es: '/configuracion-de-la-cuenta/inicio-de-sesion-en-dos-pasos/',
    tr: '/hesap-ayarlari/iki-adimli-giris/',
    cs: '/nastaveni-uctu/dvoufazove-prihlaseni/',
    de: '/kontoeinstellungen/zweistufige-anmeldung/',
    fr: '/parametres-du-compte/connexion-en-deux-etapes/',
    bg: '/nastroyki-na-akaunta/dvustepenno-vlizane/',
    it: '/impostazioni-account/accesso-in-due-passaggi/',
  },
  accountEditData: {
    pl: '/ustawienia-konta/edycja-danych/',
    en: '/account-settings/edit-details/',
    ru: '/nastroyki-akkaunta/redaktirovanie-dannykh/',
    hu: '/fiokbeallitasok/adatok-szerkesztese/',
    es: '/configuracion-de-la-cuenta/editar-datos/',
    tr: '/hesap-ayarlari/bilgileri-duzenle/',
    cs: '/nastaveni-uctu/uprava-udaju/',
    de: '/kontoeinstellungen/daten-bearbeiten/',
    fr: '/parametres-du-compte/modifier-les-donnees/',
    bg: '/nastroyki-na-akaunta/redaktirane-na-danni/',
    it: '/impostazioni-account/modifica-dati/',
  },
  accountSubscriptions: {
    pl: '/ustawienia-konta/subskrypcje/',
    en: '/account-settings/subscriptions/',
    ru: '/nastroyki-akkaunta/podpiski/',
    hu: '/fiokbeallitasok/elofizetesek/',
    es: '/configuracion-de-la-cuenta/suscripciones/',
    tr: '/hesap-ayarlari/abonelikler/',
    cs: '/nastaveni-uctu/predplatne/',
    de: '/kontoeinstellungen/abonnements/',
    fr: '/parametres-du-compte/abonnements/',
    bg: '/nastroyki-na-akaunta/abonamenti/',
    it: '/impostazioni-account/abbonamenti/',
  },
  accountSubscriptionAddAccount: {
    pl: '/ustawienia-konta/subskrypcje/dodaj-konto',
    en: '/account-settings/subscriptions/add-account',
    ru: '/nastroyki-akkaunta/podpiski/dobavit-akkaunt',
    hu: '/fiokbeallitasok/elofizetesek/fiok-hozzaadasa',
    es: '/configuracion-de-la-cuenta/suscripciones/anadir-cuenta',
    tr: '/hesap-ayarlari/abonelikler/hesap-ekle',
    cs: '/nastaveni-uctu/predplatne/pridat-ucet',
    de: '/kontoeinstellungen/abonnements/konto-hinzufuegen',
    fr: '/parametres-du-compte/abonnements/ajouter-un-compte',
    bg: '/nastroyki-na-akaunta/abonamenti/dobavyane-na-akaunt',
    it: '/impostazioni-account/abbonamenti/aggiungi-account',
  },
  accountSubscriptionOrder: {
    pl: '/ustawienia-konta/subskrypcje/zamowienie/',
    en: '/account-settings/subscriptions/order/',
    ru: '/nastroyki-akkaunta/podpiski/zakaz/',
    hu: '/fiokbeallitasok/elofizetesek/rendeles/',
    es: '/configuracion-de-la-cuenta/suscripciones/pedido/',
    tr: '/hesap-ayarlari/abonelikler/siparis/',
    cs: '/nastaveni-uctu/predplatne/objednavka/',
    de: '/kontoeinstellungen/abonnements/bestellung/',
    fr: '/parametres-du-compte/abonnements/commande/',
    bg: '/nastroyki-na-akaunta/abonamenti/porachka/',
    it: '/impostazioni-account/abbonamenti/ordine/',
  },
  accountSubscriptionConfiguration: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/konfiguracja',
    en: '/account-settings/subscriptions/:subscriptionId/configuration',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/nastroyka',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/konfiguracio',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/configuracion',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/yapilandirma',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/konfigurace',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/konfiguration',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/configuration',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/konfiguratsiya',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/configurazione',
  },
  accountSubscriptionDetails: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/szczegoly/:enableRecurring',
    en: '/account-settings/subscriptions/:subscriptionId/details/:enableRecurring',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/podrobnosti/:enableRecurring',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/reszletek/:enableRecurring',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/detalles/:enableRecurring',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/ayrintilar/:enableRecurring',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/podrobnosti/:enableRecurring',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/details/:enableRecurring',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/details/:enableRecurring',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/podrobnosti/:enableRecurring',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/dettagli/:enableRecurring',
  },
  accountSubscriptionConfigurationSummary: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/podsumowanie-konfiguracji',
    en: '/account-settings/subscriptions/:subscriptionId/configuration-summary',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/svodka-nastroyki',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/konfiguracio-osszegzese',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/resumen-de-configuracion',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/yapilandirma-ozeti',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/souhrn-konfigurace',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/konfigurationsuebersicht',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/recapitulatif-de-la-configuration',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/obobshtenie-na-konfiguratsiyata',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/riepilogo-configurazione',
  },
  accountSubscriptionAddLicences: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/dodaj-licencje/',
    en: '/account-settings/subscriptions/:subscriptionId/add-licences/',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/dobavit-litsenzii/',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/licencek-hozzaadasa/',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/anadir-licencias/',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/lisans-ekle/',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/pridat-licence/',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/lizenzen-hinzufuegen/',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/ajouter-des-licences/',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/dobavyane-na-litsenzi/',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/aggiungi-licenze/',
  },
  accountSubscriptionRenewLicences: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/odnow-licencje',
    en: '/account-settings/subscriptions/:subscriptionId/renew-licences',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/prodlit-litsenzii',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/licencek-megujitasa',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/renovar-licencias',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/lisanslari-yenile',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/prodlouzit-licence',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/lizenzen-verlaengern',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/renouveler-les-licences',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/podnovyavane-na-litsenzi',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/rinnova-licenze',
  },
  accountSubscriptionRenewLicencesMonthly: {
    pl: '/ustawienia-konta/subskrypcje/:subscriptionId/odnow-licencje-miesieczna',
    en: '/account-settings/subscriptions/:subscriptionId/renew-monthly-licences',
    ru: '/nastroyki-akkaunta/podpiski/:subscriptionId/prodlit-mesyachnye-litsenzii',
    hu: '/fiokbeallitasok/elofizetesek/:subscriptionId/havi-licencek-megujitasa',
    es: '/configuracion-de-la-cuenta/suscripciones/:subscriptionId/renovar-licencias-mensuales',
    tr: '/hesap-ayarlari/abonelikler/:subscriptionId/aylik-lisanslari-yenile',
    cs: '/nastaveni-uctu/predplatne/:subscriptionId/prodlouzit-mesicni-licence',
    de: '/kontoeinstellungen/abonnements/:subscriptionId/monatliche-lizenzen-verlaengern',
    fr: '/parametres-du-compte/abonnements/:subscriptionId/renouveler-les-licences-mensuelles',
    bg: '/nastroyki-na-akaunta/abonamenti/:subscriptionId/podnovyavane-na-mesechni-litsenzi',
    it: '/impostazioni-account/abbonamenti/:subscriptionId/rinnova-licenze-mensili',
  },
  accountOrderHistory: {
    pl: '/ustawienia-konta/historia-zamowien/',
    en: '/account-settings/order-history/',
    ru: '/nastroyki-akkaunta/istoriya-zakazov/',
    hu: '/fiokbeallitasok/rendelesi-elozmenyek/',
    es: '/configuracion-de-la-cuenta/historial-de-pedidos/',
    tr: '/hesap-ayarlari/siparis-gecmisi/',
    cs: '/nastaveni-uctu/historie-objednavek/',
    de: '/kontoeinstellungen/bestellverlauf/',
    fr: '/parametres-du-compte/historique-des-commandes/',
    bg: '/nastroyki-na-akaunta/istoriya-na-porachkite/',
    it: '/impostazioni-account/storico-ordini/',
  },
  accountOrderDetails: {
    pl: '/ustawienia-konta/historia-zamowien/:realizationId/szczegoly',
    en: '/account-settings/order-history/:realizationId/details',
    ru: '/nastroyki-akkaunta/istoriya-zakazov/:realizationId/podrobnosti',
    hu: '/fiokbeallitasok/rendelesi-elozmenyek/:realizationId/reszletek',
    es: '/configuracion-de-la-cuenta/historial-de-pedidos/:realizationId/detalles',
    tr: '/hesap-ayarlari/siparis-gecmisi/:realizationId/ayrintilar',
    cs: '/nastaveni-uctu/historie-objednavek/:realizationId/podrobnosti',
    de: '/kontoeinstellungen/bestellverlauf/:realizationId/details',
    fr: '/parametres-du-compte/historique-des-commandes/:realizationId/details',
    bg: '/nastroyki-na-akaunta/istoriya-na-porachkite/:realizationId/podrobnosti',
    it: '/impostazioni-account/storico-ordini/:realizationId/dettagli',
  },
  accountPaymentHistory: {
    pl: '/ustawienia-konta/historia-platnosci/',
    en: '/account-settings/payment-history/',
    ru: '/nastroyki-akkaunta/istoriya-platezhey/',
    hu: '/fiokbeallitasok/fizetesi-elozmenyek/',
    es: '/configuracion-de-la-cuenta/historial-de-pagos/',
    tr: '/hesap-ayarlari/odeme-gecmisi/',
    cs: '/nastaveni-uctu/historie-plateb/',
    de: '/kontoeinstellungen/zahlungsverlauf/',
    fr: '/parametres-du-compte/historique-des-paiements/',
    bg: '/nastroyki-na-akaunta/istoriya-na-plashtaniyata/',
    it: '/impostazioni-account/storico-pagamenti/',
  },
  accountInvoices: {
    pl: '/ustawienia-konta/faktury/',
    en: '/account-settings/invoices/',
    ru: '/nastroyki-akkaunta/scheta/',
    hu: '/fiokbeallitasok/szamlak/',
    es: '/configuracion-de-la-cuenta/facturas/',
    tr: '/hesap-ayarlari/faturalar/',
    cs: '/nastaveni-uctu/faktury/',
    de: '/kontoeinstellungen/rechnungen/',
    fr: '/parametres-du-compte/factures/',
    bg: '/nastroyki-na-akaunta/fakturi/',
    it: '/impostazioni-account/fatture/',
  },
  accountPaymentCards: {
    pl: '/ustawienia-konta/karty-platnicze/',
    en: '/account-settings/payment-cards/',
    ru: '/nastroyki-akkaunta/platezhnye-karty/',
    hu: '/fiokbeallitasok/fizetesi-kartyak/',
    es: '/configuracion-de-la-cuenta/tarjetas-de-pago/',
    tr: '/hesap-ayarlari/odeme-kartlari/',
    cs: '/nastaveni-uctu/platebni-karty/',
    de: '/kontoeinstellungen/zahlungskarten/',
    fr: '/parametres-du-compte/cartes-de-paiement/',
    bg: '/nastroyki-na-akaunta/platezhni-karti/',
    it: '/impostazioni-account/carte-di-pagamento/',
  },
  financeExports: {
    pl: '/finanse/eksporty/',
    en: '/finance/exports/',
    ru: '/finansy/eksporty/',
    hu: '/penzugy/exportok/',
    es: '/finanzas/exportaciones/',
    tr: '/finans/disa-aktarimlar/',
    cs: '/finance/exporty/',
    de: '/finanzen/exporte/',
    fr: '/finances/exports/',
    bg: '/finansi/eksporti/',
    it: '/finanza/esportazioni/',
  },
  partnerDashboard: {
    pl: '/partner/',
    en: '/partner/',
    ru: '/partner/',
    hu: '/partner/',
    es: '/socio/',
    tr: '/is-ortagi/',
    cs: '/partner/',
    de: '/partner/',
    fr: '/partenaire/',
    bg: '/partnyor/',
    it: '/partner/',
  },
  partnerPriceList: {
    pl: '/partner/cennik/',
    en: '/partner/price-list/',
    ru: '/partner/prays-list/',
    hu: '/partner/arlista/',
    es: '/socio/lista-de-precios/',
    tr: '/is-ortagi/fiyat-listesi/',
    cs: '/partner/cenik/',
    de: '/partner/preisliste/',
    fr: '/partenaire/liste-de-prix/',
    bg: '/partnyor/tsenova-lista/',
    it: '/partner/listino-prezzi/',
  },
  partnerOrders: {
    pl: '/partner/zamowienia-klientow/',
    en: '/partner/customer-orders/',
    ru: '/partner/zakazy-klientov/',
    hu: '/partner/ugyfelrendelesek/',
    es: '/socio/pedidos-de-clientes/',
    tr: '/is-ortagi/musteri-siparisleri/',
    cs: '/partner/objednavky-zakazniku/',
    de: '/partner/kundenbestellungen/',
    fr: '/partenaire/commandes-clients/',
    bg: '/partnyor/porachki-na-klienti/',
    it: '/partner/ordini-clienti/',
  },
  about: {
    pl: '/o-nas/',
    en: '/about-us/',
    ru: '/o-nas/',
    hu: '/rolunk/',
    es: '/sobre-nosotros/',
    tr: '/hakkimizda/',
    cs: '/o-nas/',
    de: '/ueber-uns/',
    fr: '/a-propos/',
    bg: '/za-nas/',
    it: '/chi-siamo/',
  },
  contact: {
    pl: '/kontakt/',
    en: '/contact/',
    ru: '/kontakty/',
    hu: '/kapcsolat/',
    es: '/contacto/',
    tr: '/iletisim/',
    cs: '/kontakt/',
    de: '/kontakt/',
    fr: '/contact/',
    bg: '/kontakti/',
    it: '/contatti/',
  },
  cooperation: {
    pl: '/wspolpraca/',
    en: '/cooperation/',
    ru: '/sotrudnichestvo/',
    hu: '/egyuttmukodes/',
    es: '/colaboracion/',
    tr: '/is-birligi/',
    cs: '/spoluprace/',
    de: '/zusammenarbeit/',
    fr: '/cooperation/',
    bg: '/satrudnichestvo/',
    it: '/collaborazione/',
  },
  helpCentre: {
    pl: '/centrum-pomocy/',
    en: '/help-centre/',
    ru: '/tsentr-pomoshchi/',
    hu: '/sugokozpont/',
    es: '/centro-de-ayuda/',
    tr: '/yardim-merkezi/',
    cs: '/centrum-napovedy/',
    de: '/hilfe-center/',
    fr: '/centre-d-aide/',
    bg: '/tsentar-za-pomosht/',
    it: '/centro-assistenza/',
  },
  deviceAsAService: {
    pl: '/urzadzenie-jako-usluga/',
    en: '/device-as-a-service/',
    ru: '/ustroystvo-kak-usluga/',
    hu: '/eszkoz-szolgaltataskent/',
    es: '/dispositivo-como-servicio/',
    tr: '/hizmet-olarak-cihaz/',
    cs: '/zarizeni-jako-sluzba/',
    de: '/geraet-als-service/',
    fr: '/appareil-en-tant-que-service/',
    bg: '/ustroystvo-kato-usluga/',
    it: '/dispositivo-come-servizio/',
  },
  itServices: {
    pl: '/uslugi-it/',
    en: '/it-services/',
    ru: '/it-uslugi/',
    hu: '/it-szolgaltatasok/',
    es: '/servicios-it/',
    tr: '/bt-hizmetleri/',
    cs: '/it-sluzby/',
    de: '/it-dienstleistungen/',
    fr: '/services-informatiques/',
    bg: '/it-uslugi/',
    it: '/servizi-it/',
  },
  terms: {
    pl: '/regulamin/',
    en: '/terms-and-conditions/',
    ru: '/usloviya-ispolzovaniya/',
    hu: '/aszf/',
    es: '/terminos-y-condiciones/',
    tr: '/kullanim-kosullari/',
    cs: '/obchodni-podminky/',
    de: '/agb/',
    fr: '/conditions-generales/',
    bg: '/obshti-usloviya/',
    it: '/termini-e-condizioni/',
  },
  privacy: {
    pl: '/polityka-prywatnosci/',
    en: '/privacy-policy/',
    ru: '/politika-konfidentsialnosti/',
    hu: '/adatvedelmi-tajekoztato/',
    es: '/politica-de-privacidad/',
    tr: '/gizlilik-politikasi/',
    cs: '/ochrana-osobnich-udaju/',
    de: '/datenschutz/',
    fr: '/politique-de-confidentialite/',
    bg: '/politika-za-poveritelnost/',
    it: '/informativa-sulla-privacy/',
  },
  cookiePolicy: {
    pl: '/polityka-cookies/',
    en: '/cookie-policy/',
    ru: '/politika-cookie/',
    hu: '/cookie-szabalyzat/',
    es: '/politica-de-cookies/',
    tr: '/cerez-politikasi/',
    cs: '/zasady-cookies/',
    de: '/cookie-richtlinie/',
    fr: '/politique-relative-aux-cookies/',
    bg: '/politika-za-biskvitkite/',
    it: '/informativa-sui-cookie/',
  },
  noAccess: {
    pl: '/brak-dostepu/',
    en: '/no-access/',
    ru: '/net-dostupa/',
    hu: '/nincs-hozzaferes/',
    es: '/sin-acceso/',
    tr: '/erisim-yok/',
    cs: '/pristup-odepren/',
    de: '/kein-zugriff/',
    fr: '/acces-refuse/',
    bg: '/nyama-dostap/',
    it: '/accesso-negato/',
  },
  newsletterConfirmation: {
    pl: '/newsletter/potwierdzenie/',
    en: '/newsletter/confirmation/',
    ru: '/rassylka/podtverzhdenie/',
    hu: '/hirlevel/megerosites/',
    es: '/boletin/confirmacion/',
    tr: '/bulten/onay/',
    cs: '/newsletter/potvrzeni/',
    de: '/newsletter/bestaetigung/',
    fr: '/newsletter/confirmation/',
    bg: '/byuletin/potvarzhdenie/',
    it: '/newsletter/conferma/',
  },
  leasingOffer: {
    pl: '/leasing/',
    en: '/leasing/',
    ru: '/lizing/',
    hu: '/lizing/',
    es: '/leasing/',
    tr: '/finansal-kiralama/',
    cs: '/leasing/',
    de: '/leasing/',
    fr: '/leasing/',
    bg: '/lizing/',
    it: '/leasing/',
  },
  creditOffer: {
    pl: '/kredyt-ratalny/',
    en: '/instalment-credit/',
    ru: '/kredit-v-rassrochku/',
    hu: '/reszletfizetes/',
    es: '/credito-a-plazos/',
    tr: '/taksitli-kredi/',
    cs: '/splatkovy-uver/',
    de: '/ratenkredit/',
    fr: '/credit-a-la-consommation/',
    bg: '/kredit-na-vnoski/',
    it: '/finanziamento-a-rate/',
  },
} as const satisfies Record<RouteKey, Record<Language, string>>;

/** Path template per route and language, without the language prefix. */
export const routes: Readonly<Record<RouteKey, Readonly<Record<Language, string>>>> = routeTable;

/**
 * Parameters with a fixed shape. `/Aktualnosci/:year/:month` and `/Aktualnosci/:category/:link` have the
 * same shape; a numeric year and month make it the archive, anything else a news article.
 */
export const paramPatterns: Readonly<Record<string, RegExp>> = {
  year: /^\d{4}$/,
  month: /^(0?[1-9]|1[0-2])$/,
};

type ParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** The parameter names of a route, e.g. `'subscriptionId' | 'enableRecurring'`. */
export type RouteParamName<K extends RouteKey> = ParamNames<(typeof routeTable)[K]['pl']>;
export type ParamValue = string | number;
export type AnyRouteParams = Readonly<Record<string, ParamValue>>;
/** Parameters of one route; any parameters when the key is only known to be some route key. */
export type RouteParams<K extends RouteKey> =
  true extends IsUnion<K> ? AnyRouteParams : Readonly<Record<RouteParamName<K>, ParamValue>>;
/** Parameters are required for a route that has some, optional for one without (or an unknown key). */
export type RouteParamsArg<K extends RouteKey> =
  true extends IsUnion<K>
    ? [params?: AnyRouteParams]
    : [RouteParamName<K>] extends [never]
      ? [params?: RouteParams<K>]
      : [params: RouteParams<K>];

type Segment = { literal: string } | { param: string };

interface CompiledRoute {
  key: RouteKey;
  segments: Segment[];
  /** Per segment: 2 literal, 1 parameter with a pattern, 0 free parameter; higher wins a tie. */
  rank: number[];
}

const splitPath = (path: string): string[] => {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
};

const compile = (key: RouteKey, template: string): CompiledRoute => {
  const segments = splitPath(template).map(
    (part): Segment => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }),
  );
  const rank = segments.map((segment) =>
    'literal' in segment ? 2 : paramPatterns[segment.param] === undefined ? 0 : 1,
  );
  return { key, segments, rank };
};

/** A language's routes compiled when a path of that language is first matched (a page needs one). */
const compiled: Partial<Record<Language, CompiledRoute[]>> = {};
const compiledFor = (language: Language): CompiledRoute[] => {
  compiled[language] ??= routeKeys.map((key) => compile(key, routes[key][language]));
  return compiled[language];
};

/** The parameter names of a route's template, in path order. */
export const routeParamNames = (key: RouteKey): string[] =>
  compile(key, routes[key][defaultLanguage]).segments.flatMap((segment) =>
    'param' in segment ? [segment.param] : [],
  );

const languagePrefix = (language: Language): string => (language === defaultLanguage ? '' : `/${language}`);

const fill = (key: RouteKey, template: string, params: AnyRouteParams | undefined): string =>
  template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Route ${key} needs the ${name} parameter.`);
    }
    const text = String(value);
    const pattern = paramPatterns[name];
    if (pattern !== undefined && !pattern.test(text)) {
      throw new Error(`Route ${key}: ${name} ${JSON.stringify(text)} does not match ${pattern}.`);
    }
    return encodeURIComponent(text);
  });

/**
 * The full path of a route in a language: no prefix for Polish, `/<lang>` before the template otherwise.
 * Parameters are URL-encoded; a missing one (or a malformed year or month) throws.
 */
export const pathFor = <K extends RouteKey>(
  key: K,
  language: Language,
  ...[params]: RouteParamsArg<K>
): string =>
  languagePrefix(language) + fill(key, routes[key][language], params as AnyRouteParams | undefined);

export interface RouteMatch {
  key: RouteKey;
  language: Language;
  /** Decoded parameter values. */
  params: Record<string, string>;
  /** The canonical form of the path (`pathFor` of the match): link to it, redirect to it when it differs. */
  canonical: string;
}

const matchSegments = (route: CompiledRoute, parts: string[]): Record<string, string> | undefined => {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index] ?? '';
    if ('literal' in segment) {
      if (part !== segment.literal) return undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    const pattern = paramPatterns[segment.param];
    if (value === '' || (pattern !== undefined && !pattern.test(value))) return undefined;
    params[segment.param] = value;
  }
  return params;
};

const outranks = (a: number[], b: number[]): boolean => {
  for (const [index, rank] of a.entries()) {
    const other = b[index] ?? 0;
    if (rank !== other) return rank > other;
  }
  return false;
};

/**
 * The route of a path name, with an optional language prefix (`/en/...`; `/pl/...` is accepted too and
 * reported with its unprefixed canonical form). The opposite trailing-slash form of a template matches as
 * well (`/koszyk` is the basket); `canonical` is the form to link. Undefined for an unknown two-letter
 * prefix or a path no route matches: the caller shows the 404 page.
 */
export const matchPath = (pathname: string): RouteMatch | undefined => {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  let parts = splitPath(path === '' ? '/' : path);
  let language: Language = defaultLanguage;
  const first = parts[0];
  if (first !== undefined && /^[a-z]{2}$/.test(first)) {
    const prefixed = languages.find((candidate) => candidate === first);
    if (prefixed === undefined) return undefined;
    language = prefixed;
    parts = parts.slice(1);
  }
  let best: { route: CompiledRoute; params: Record<string, string> } | undefined;
  for (const route of compiledFor(language)) {
    const params = matchSegments(route, parts);
    if (params !== undefined && (best === undefined || outranks(route.rank, best.route.rank))) {
      best = { route, params };
    }
  }
  if (best === undefined) return undefined;
  const { key } = best.route;
  return { key, language, params: best.params, canonical: pathFor(key, language, best.params) };
};

export interface Alternate {
  language: Language;
  path: string;
}

/** The same page in every language: hreflang links and the language switch. */
export const alternates = <K extends RouteKey>(key: K, ...[params]: RouteParamsArg<K>): Alternate[] =>
  languages.map((language) => ({
    language,
    path: pathFor(key as RouteKey, language, params as AnyRouteParams | undefined),
  }));

/**
 * What a route's page is to search engines and the build, declared once per route:
 *  - `private`: about one visitor's session, account, order or payment: never indexed, never in a
 *    sitemap, disallowed in robots.txt, never pre-rendered;
 *  - `notice`: an error or notice page: rendered, but `noindex`;
 *  - `public`: indexable.
 * `prerendered` pages (without parameters) are rendered to HTML per language at build time; catalogue
 * pages join in their own issue. A `shell` is pre-rendered only as its empty shell (the header, the
 * footer and the page's loading state, nothing of any visitor), so its first paint needs no script:
 * the basket; a shell is in no sitemap. A `rendered` page is rendered per request by the cms group,
 * with its data, because what it shows depends on the address's query: the search, whose results are
 * in its HTML (shared/page-kind.ts routes it; it is in no sitemap either). The
 * blog's lists, those without parameters included, are rendered at runtime into the site bucket with
 * their first articles (`bucketRouteKeys` of shared/page-key.ts) and listed in the blog's sitemaps.
 */
export type RouteMetadata = {
  audience: 'private' | 'public' | 'notice';
  prerendered?: true;
  shell?: true;
  rendered?: true;
};

const privateRoute = { audience: 'private' } as const;
const privateShell = { audience: 'private', prerendered: true, shell: true } as const;
const publicRendered = { audience: 'public', rendered: true } as const;
const publicRoute = { audience: 'public' } as const;
const prerenderedPage = { audience: 'public', prerendered: true } as const;
const prerenderedNotice = { audience: 'notice', prerendered: true } as const;

export const routeMetadata: Readonly<Record<RouteKey, RouteMetadata>> = {
  home: prerenderedPage,
  signIn: privateRoute,
  signUp: privateRoute,
  passwordReminder: privateRoute,
  passwordGenerate: privateRoute,
  passwordRemind: privateRoute,
  passwordReset: privateRoute,
  wrongPassword: privateRoute,
  confirmAccount: privateRoute,
  order: privateRoute,
  basket: privateShell,
  partnerOfTheYear: prerenderedPage,
  paymentRedirect: privateRoute,
  orderStatus: privateRoute,
  renewal: privateRoute,
  payment: privateRoute,
  payments: privateRoute,
  compare: publicRoute,
  category: publicRoute,
  product: publicRoute,
  search: publicRendered,
  blog: publicRoute,
  blogArticle: publicRoute,
  subscriptionOrders: privateRoute,
  mca: privateRoute,
  notFound: prerenderedNotice,
  serverError: prerenderedNotice,
  maintenance: prerenderedNotice,
  publication: publicRoute,
  news: publicRoute,
  articles: publicRoute,
  publicationDetails: publicRoute,
  newsArchive: publicRoute,
  newsCategory: publicRoute,
  newsCategoryDetails: publicRoute,
  articlesList: publicRoute,
  account: privateRoute,
  accountDashboard: privateRoute,
  accountChangePassword: privateRoute,
  accountTwoStepSignIn: privateRoute,
  accountEditData: privateRoute,
  accountSubscriptions: privateRoute,
  accountSubscriptionAddAccount: privateRoute,
  accountSubscriptionOrder: privateRoute,
  accountSubscriptionConfiguration: privateRoute,
  accountSubscriptionDetails: privateRoute,
  accountSubscriptionConfigurationSummary: privateRoute,
  accountSubscriptionAddLicences: privateRoute,
  accountSubscriptionRenewLicences: privateRoute,
  accountSubscriptionRenewLicencesMonthly: privateRoute,
  accountOrderHistory: privateRoute,
  accountOrderDetails: privateRoute,
  accountPaymentHistory: privateRoute,
  accountInvoices: privateRoute,
  accountPaymentCards: privateRoute,
  financeExports: privateRoute,
  partnerDashboard: privateRoute,
  partnerPriceList: privateRoute,
  partnerOrders: privateRoute,
  about: prerenderedPage,
  contact: prerenderedPage,
  cooperation: prerenderedPage,
  helpCentre: prerenderedPage,
  deviceAsAService: prerenderedPage,
  itServices: prerenderedPage,
  terms: prerenderedPage,
  privacy: prerenderedPage,
  cookiePolicy: prerenderedPage,
  noAccess: prerenderedNotice,
  newsletterConfirmation: privateRoute,
  leasingOffer: prerenderedPage,
  creditOffer: prerenderedPage,
};

const routeKeysWhere = (test: (metadata: RouteMetadata) => boolean): RouteKey[] =>
  routeKeys.filter((key) => test(routeMetadata[key]));

/** Pages rendered to HTML per language at build time. */
export const prerenderedRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.prerendered === true,
);

/** Pages a sitemap lists: the indexable ones pre-rendered whole (home, static pages), not shells. */
export const sitemapRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.prerendered === true && metadata.shell !== true && metadata.audience === 'public',
);

/** The account area under `/ustawienia-konta/`: signed-in customers only, loaded lazily. */
export const accountRouteKeys = routeKeys.filter((key) => key.startsWith('account'));

/** Pages about one visitor's session, account, order or payment (see `RouteMetadata`). */
export const privateRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.audience === 'private',
);

/** Pages rendered per request with their data (the search): `rendered` in `RouteMetadata`. */
export const renderedRouteKeys: readonly RouteKey[] = routeKeysWhere(
  (metadata) => metadata.rendered === true,
);

/** Whether search engines may index the page (robots meta, sitemaps). */
export const indexable = (key: RouteKey): boolean => routeMetadata[key].audience === 'public';
