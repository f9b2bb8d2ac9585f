import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { domainOf, generatedTenantName, tenantNameOf, tenantNameSchema } from './tenant-name';

const messageOf = (name: unknown) => {
  const parsed = tenantNameSchema.safeParse(name);
  return parsed.success ? parsed.data : toFieldErrors(parsed.error, name)[0]?.message;
};

describe('a Microsoft 365 account name (spec section 5)', () => {
  it.each([
    ['firma2026', 'firma2026'],
    ['  Kowalski ', 'kowalski'],
    ['a'.repeat(30), 'a'.repeat(30)],
    [` ${'A1'.repeat(15)} `, 'a1'.repeat(15)],
  ])('takes %j as %j', (typed, name) => {
    expect(messageOf(typed)).toBe(name);
  });

  it.each([
    ['', 'required'],
    ['a'.repeat(31), 'too_long'],
    ['firma.pl', 'tenant_name_characters'],
    ['firma-pl', 'tenant_name_characters'],
    ['żółw', 'tenant_name_characters'],
    ['firmaonmicrosoft', 'tenant_name_default_domain'],
    ['firma.onmicrosoft.com', 'tenant_name_default_domain'],
  ])('refuses %j: %s', (typed, message) => {
    expect(messageOf(typed)).toBe(message);
  });

  it('is the part of its domain before .onmicrosoft.com', () => {
    expect(domainOf('firma')).toBe('firma.onmicrosoft.com');
    expect(tenantNameOf('firma.onmicrosoft.com')).toBe('firma');
    expect(tenantNameOf('firma.pl')).toBeUndefined();
  });

  it('is made from the company name when left empty, valid and with room for the suffix', () => {
    expect(generatedTenantName('Łódzka Spółka Usług IT Sp. z o.o.', '4821')).toBe(
      'lodzkaspolkauslugitspzoo4821',
    );
    const long = generatedTenantName('Przedsiębiorstwo Handlowo-Usługowe Kowalski i Synowie', '07');
    expect(long).toHaveLength(30);
    expect(long.endsWith('07')).toBe(true);
    expect(tenantNameSchema.safeParse(long).success).toBe(true);
    expect(generatedTenantName('***', '12')).toBe('firma12');
  });
});
