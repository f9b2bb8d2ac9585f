import { describe, expect, it } from 'vitest';
import type { Product } from './product';
import { billingPeriod, mixesBillingPeriods, requiresSignIn } from './product-rules';
import { sampleProduct } from './sample-product';

const { billing: _, ...common } = sampleProduct;
const products = {
  monthly: { ...sampleProduct, billing: 'monthly' },
  annual: { ...sampleProduct, billing: 'annual' },
  open: { ...common, kind: 'open-licence' },
  perpetual: { ...common, kind: 'perpetual-licence' },
  laptop: { ...common, kind: 'hardware', hardwareType: 'laptop' },
  daas: { ...common, kind: 'device-as-a-service' },
  service: { ...common, kind: 'it-service' },
} satisfies Record<string, Product>;

describe('requiresSignIn', () => {
  it.each([
    ['monthly', true],
    ['annual', true],
    ['open', true],
    ['service', true],
    ['daas', true],
    ['perpetual', false],
    ['laptop', false],
  ] as const)('%s → %s (login required for subscription, Open licence or IT service)', (name, expected) => {
    expect(requiresSignIn(products[name])).toBe(expected);
  });
});

describe('billingPeriod', () => {
  it.each([
    ['monthly', 'monthly'],
    ['annual', 'annual'],
    ['open', null],
    ['laptop', null],
    ['service', null],
  ] as const)('%s → %s', (name, expected) => {
    expect(billingPeriod(products[name])).toBe(expected);
  });
});

describe('mixesBillingPeriods (monthly and annual licences cannot be mixed)', () => {
  it.each([
    [['monthly', 'annual'], true],
    [['monthly', 'laptop', 'annual'], true],
    [['monthly', 'monthly'], false],
    [['annual', 'laptop', 'open'], false],
    [[], false],
  ] as const)('%o → %s', (names, expected) => {
    expect(mixesBillingPeriods(names.map((name) => products[name]))).toBe(expected);
  });
});
