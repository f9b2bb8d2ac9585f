import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product';
import { sampleProduct } from '../catalogue/sample-product';
import { accountTypeIdOf, accountTypeIds, isBusinessGroup } from './account-types';
import { may, mayBuy, roleOf } from './roles';

describe('account types', () => {
  it('numbers the types as the spec does and groups business with partner', () => {
    expect(accountTypeIds).toEqual({ partner: 1, customer: 2, business: 3 });
    expect(accountTypeIdOf('private')).toBe(2);
    expect(accountTypeIdOf('business')).toBe(3);
    expect(isBusinessGroup(1)).toBe(true);
    expect(isBusinessGroup(3)).toBe(true);
    expect(isBusinessGroup(2)).toBe(false);
  });
});

describe('roles', () => {
  it('lets guests buy only products without the sign-in rule', () => {
    const licence = { ...sampleProduct, kind: 'perpetual-licence' } as Product;
    const service = { ...sampleProduct, kind: 'it-service' } as Product;
    expect(mayBuy('guest', licence)).toBe(true);
    expect(mayBuy('guest', service)).toBe(false);
    expect(mayBuy('customer', service)).toBe(true);
  });

  it('reads the role from the Cognito groups claim', () => {
    expect(roleOf(undefined)).toBe('customer');
    expect(roleOf(['business'])).toBe('business');
    expect(roleOf(['customers', 'finance'])).toBe('finance');
  });

  it('lets only private customers convert and only finance read reports', () => {
    expect(may('customer', 'convertToBusiness')).toBe(true);
    expect(may('business', 'convertToBusiness')).toBe(false);
    expect(may('finance', 'financeReports')).toBe(true);
    expect(may('customer', 'financeReports')).toBe(false);
  });
});
