import type { Product, ProductKind } from '../catalogue/product';
import { currencies, type Language } from '../locale';
import type { ExchangeRateTable } from '../pricing/exchange-rates';
import { type ProductPrices, priceListFor } from '../pricing/price-list';
import { defaultVatRate } from '../pricing/vat';
import { serviceFeeOf } from './service-fee';

// A device as a service is derived from a hardware product of the catalogue, never stored: its id names
// the device (`daas_<hardwareId>`), its price is the fee of the device's price in each currency, so the
// client never sends a price and the basket, checkout (the device-as-a-service agreement), orders and
// invoices treat it as any `device-as-a-service` product. The catalogue's ids are kebab-case codes or
// prefixed ULIDs, none starting `daas_`, so a derived id names no stored product.

const prefix = 'daas_';

/** The derived product's id for a device (undefined when it would exceed the catalogue's 64 characters). */
export const deviceServiceId = (hardwareId: string): string | undefined =>
  prefix.length + hardwareId.length <= 64 ? `${prefix}${hardwareId}` : undefined;

/** The device a derived id names, or undefined for any other id. */
export const deviceIdOf = (productId: string): string | undefined =>
  productId.startsWith(prefix) && productId.length > prefix.length
    ? productId.slice(prefix.length)
    : undefined;

/**
 * The product whose counted units a line of `productId` takes: a device as a service takes its device's
 * (the device leaves the warehouse for the customer), any other product its own.
 */
export const stockIdOf = (productId: string): string => deviceIdOf(productId) ?? productId;

/** Laptops and PCs may be taken as a service; accessories and other kinds may not (a product or its view). */
export const mayBeService = (product: { kind: ProductKind; hardwareType?: string | undefined }): boolean =>
  product.kind === 'hardware' && product.hardwareType !== 'accessory';

/** "<device> as a service" in every language the shop speaks. */
const names: Record<Language, (device: string) => string> = {
  pl: (device) => `${device} w abonamencie`,
  en: (device) => `${device} as a service`,
  ru: (device) => `${device} как услуга`,
  hu: (device) => `${device} szolgáltatásként`,
  es: (device) => `${device} como servicio`,
  tr: (device) => `Hizmet olarak ${device}`,
  cs: (device) => `${device} jako služba`,
  de: (device) => `${device} als Service`,
  fr: (device) => `${device} en tant que service`,
  bg: (device) => `${device} като услуга`,
  it: (device) => `${device} come servizio`,
};

const descriptions: Record<Language, string> = {
  pl: 'Urządzenie z Office, wsparciem i szkoleniem za miesięczną opłatę równą 1/12 jego wartości. Minimum 6 miesięcy, potem na czas nieokreślony; po pierwszym miesiącu rezygnacja bez opłat.',
  en: 'The device with Office, support and training for a monthly fee of 1/12 of its value. At least 6 months, then for an indefinite time; cancel free of charge after the first month.',
  ru: 'Устройство с Office, поддержкой и обучением за ежемесячную плату в размере 1/12 его стоимости. Минимум 6 месяцев, затем бессрочно; после первого месяца отказ без платы.',
  hu: 'Az eszköz Office-szal, támogatással és oktatással, havi díjért, amely értékének 1/12-e. Legalább 6 hónap, utána határozatlan ideig; az első hónap után díjmentesen felmondható.',
  es: 'El dispositivo con Office, soporte y formación por una cuota mensual de 1/12 de su valor. Mínimo 6 meses y después por tiempo indefinido; cancelación gratuita tras el primer mes.',
  tr: 'Cihaz; Office, destek ve eğitimle birlikte değerinin 1/12si kadar aylık ücretle. En az 6 ay, sonra süresiz; ilk aydan sonra ücretsiz iptal.',
  cs: 'Zařízení s Office, podporou a školením za měsíční poplatek ve výši 1/12 jeho hodnoty. Minimálně 6 měsíců, poté na dobu neurčitou; po prvním měsíci zrušení zdarma.',
  de: 'Das Gerät mit Office, Support und Schulung für eine monatliche Gebühr von 1/12 seines Werts. Mindestens 6 Monate, danach unbefristet; nach dem ersten Monat kostenlos kündbar.',
  fr: 'L’appareil avec Office, assistance et formation pour un abonnement mensuel égal à 1/12 de sa valeur. 6 mois minimum, puis à durée indéterminée ; résiliation gratuite après le premier mois.',
  bg: 'Устройството с Office, поддръжка и обучение срещу месечна такса от 1/12 от стойността му. Минимум 6 месеца, след това за неопределено време; след първия месец прекратяване без такса.',
  it: 'Il dispositivo con Office, assistenza e formazione per un canone mensile pari a 1/12 del suo valore. Minimo 6 mesi, poi a tempo indeterminato; disdetta gratuita dopo il primo mese.',
};

export interface PricingDay {
  rateTables: readonly ExchangeRateTable[];
  /** `YYYY-MM-DD`: the exchange-rate table in force, as the basket prices on that day. */
  day: string;
}

/**
 * The fee in every currency: 1/12 of the device's net price there (its explicit price, or the one
 * derived from PLN at the day's table), so the fee shown beside the device's price is the one charged.
 */
const feesOf = (prices: ProductPrices, day: PricingDay): ProductPrices => {
  const context = { ...day, vatRate: defaultVatRate };
  const feeIn = (currency: (typeof currencies)[number]) => ({
    price: serviceFeeOf(priceListFor(prices, currency, context).price.net),
  });
  return Object.assign(
    { PLN: feeIn('PLN') },
    ...currencies.map((currency) => ({ [currency]: feeIn(currency) })),
  ) as ProductPrices;
};

/**
 * The device as a service derived from a catalogue product, or undefined when the product may not be
 * one (`mayBeService`) or its id is too long. Its availability is the device's; its stock is not
 * counted (the shop supplies the devices of its service contracts).
 */
export const deviceServiceOf = (device: Product, day: PricingDay): Product | undefined => {
  const id = deviceServiceId(device.id);
  if (!id || !mayBeService(device)) return undefined;
  const texts = Object.fromEntries(
    (Object.keys(names) as Language[]).map((language) => {
      const text = device.texts[language] ?? device.texts.en ?? device.texts.pl;
      return [
        language,
        { name: names[language](text.name), description: descriptions[language], slug: text.slug },
      ];
    }),
  ) as Product['texts'];
  return {
    id,
    kind: 'device-as-a-service',
    ...(device.producer ? { producer: device.producer } : {}),
    producerCode: device.producerCode,
    categoryId: device.categoryId,
    licenceType: 'business',
    restrictions: [],
    apps: [],
    availability: device.availability,
    ratings: { count: 0, sum: 0 },
    texts,
    attributes: [],
    ...(device.images ? { images: device.images } : {}),
    relations: { accessories: [], otherVersions: [], goodDealSets: [], recommended: [], similar: [] },
    prices: feesOf(device.prices, day),
    createdAt: device.createdAt,
    popularity: 0,
  };
};
