import type { Product } from '../catalogue/product';
import { sampleProduct } from '../catalogue/sample-product';
import { deviceServiceId } from '../device-as-a-service/device-service-product';
import type { BasketContext } from './basket';

// Products of each kind for the basket's tests, built from the catalogue's sample product.

const { billing: _billing, ...base } = sampleProduct;
const withId = (id: string, availability: Product['availability'] = { state: 'instant' }) => ({
  ...base,
  id,
  availability,
});

export const basketProducts = {
  annual: { ...withId('m365-annual'), kind: 'm365-subscription', billing: 'annual' },
  monthly: { ...withId('m365-monthly'), kind: 'm365-subscription', billing: 'monthly' },
  /** A monthly subscription whose first month is free: a free trial. */
  trial: {
    ...withId('m365-trial'),
    kind: 'm365-subscription',
    billing: 'monthly',
    prices: { PLN: { price: 4_900, firstMonth: 0, afterFirstMonth: 4_900 } },
  },
  laptop: { ...withId('laptop'), kind: 'hardware', hardwareType: 'laptop' },
  mouse: { ...withId('mouse'), kind: 'hardware', hardwareType: 'accessory' },
  office: { ...withId('office-2024'), kind: 'perpetual-licence' },
  open: { ...withId('open-licence'), kind: 'open-licence' },
  service: { ...withId('it-support'), kind: 'it-service' },
  /** The laptop as a service (its id names the laptop, whose units it takes). */
  daas: { ...withId(deviceServiceId('laptop') ?? ''), kind: 'device-as-a-service' },
  discontinued: {
    ...withId('old-laptop', { state: 'discontinued' }),
    kind: 'hardware',
    hardwareType: 'laptop',
  },
  presale: {
    ...withId('new-laptop', { state: 'presale', date: '2027-01-01' }),
    kind: 'hardware',
    hardwareType: 'pc',
  },
} as const satisfies Record<string, Product>;

/** A context over `basketProducts`; `stock` lists the counted stocks (others are not counted). */
export const basketContext = (
  role: BasketContext['role'],
  stock: Record<string, number> = {},
): BasketContext => {
  const byId = new Map<string, Product>(
    Object.values(basketProducts).map((product) => [product.id, product]),
  );
  return { role, productOf: (id) => byId.get(id), stockOf: (id) => stock[id] };
};
