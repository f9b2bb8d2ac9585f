import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { toFieldErrors } from '../validation';
import {
  aliasSchema,
  directoryUserIdSchema,
  displayNameSchema,
  licenceChangeSchema,
  newSubscriptionUserSchema,
  roleOf,
  subscriptionUserEditSchema,
  subscriptionUserRoleSchema,
  usageLocationSchema,
  userDomainSchema,
} from './subscription-user';

// Spec section 5: a subscription user's first name, last name, display name and login are required;
// the display name forbids the comma, the ampersand and Polish letters; the login must be valid.

const outcome = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? { value: parsed.data } : { fields: toFieldErrors(parsed.error, input) };
};
const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = outcome(schema, input);
  return 'value' in result ? result.value : result.fields[0]?.message;
};

const skuA = 'f245ecc8-75af-4f8e-b61f-27d8114de5f3';
const skuB = '3b555118-da6a-4418-894f-7df1e2096870';

describe('a display name', () => {
  it.each([
    ['Jan Kowalski', 'Jan Kowalski'],
    ['  Anna Nowak  ', 'Anna Nowak'],
    ["O'Brien - IT (Kraków office)".replace('ó', 'o'), "O'Brien - IT (Krakow office)"],
    ['Zoë Müller', 'Zoë Müller'],
    ['a'.repeat(256), 'a'.repeat(256)],
  ])('takes %j', (typed, name) => {
    expect(messageOf(displayNameSchema, typed)).toBe(name);
  });

  it.each<[unknown, string]>([
    ['Kowalski, Jan', 'display_name_characters'],
    ['Sales & Marketing', 'display_name_characters'],
    ...[...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((letter): [string, string] => [
      `Jan ${letter}`,
      'display_name_characters',
    ]),
    // An o with a combining acute is an ó once composed.
    ['Jo\u0301zef', 'display_name_characters'],
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(257), 'too_long'],
    ['Jan\nKowalski', 'invalid_characters'],
    [42, 'invalid_value'],
    [undefined, 'required'],
  ])('refuses %j: %s', (typed, message) => {
    expect(messageOf(displayNameSchema, typed)).toBe(message);
  });
});

describe('a login (the part before @)', () => {
  it.each([
    ['jan.kowalski', 'jan.kowalski'],
    [" a'b.c-d_e!f#g^h~i ", "a'b.c-d_e!f#g^h~i"],
    ['ADMIN2', 'ADMIN2'],
    ['a'.repeat(64), 'a'.repeat(64)],
  ])('takes %j', (typed, alias) => {
    expect(messageOf(aliasSchema, typed)).toBe(alias);
  });

  it.each([
    ['żaneta', 'invalid_login'],
    ['jan kowalski', 'invalid_login'],
    ['jan@firma.pl', 'invalid_login'],
    ['jan.', 'invalid_login'],
    ['jan,k', 'invalid_login'],
    ['a'.repeat(65), 'too_long'],
    ['', 'required'],
    [7, 'invalid_login'],
  ])('refuses %j: %s', (typed, message) => {
    expect(messageOf(aliasSchema, typed)).toBe(message);
  });
});

describe('a domain and a usage location', () => {
  it.each([
    [userDomainSchema, 'Firma.onmicrosoft.com', 'firma.onmicrosoft.com'],
    [userDomainSchema, 'firma-it.com.pl', 'firma-it.com.pl'],
    [usageLocationSchema, 'pl', 'PL'],
    [usageLocationSchema, 'DE', 'DE'],
  ])('takes %#: %j', (schema, typed, value) => {
    expect(messageOf(schema, typed)).toBe(value);
  });

  it.each([
    [userDomainSchema, 'firma', 'invalid_value'],
    [userDomainSchema, '-firma.pl', 'invalid_value'],
    [userDomainSchema, 'firma..pl', 'invalid_value'],
    [userDomainSchema, '', 'required'],
    [usageLocationSchema, 'POL', 'invalid_value'],
    [usageLocationSchema, 'P1', 'invalid_value'],
    [usageLocationSchema, '', 'invalid_value'],
  ])('refuses %#: %j', (schema, typed, message) => {
    expect(messageOf(schema, typed)).toBe(message);
  });
});

const newUser = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  displayName: 'Jan Kowalski',
  alias: 'jan.kowalski',
  domain: 'firma.onmicrosoft.com',
  usageLocation: 'PL',
  role: 'user',
};

describe('a new user', () => {
  it('takes the form, the role one of the five', () => {
    expect(outcome(newSubscriptionUserSchema, newUser)).toEqual({ value: newUser });
    for (const role of [
      'globalAdministrator',
      'passwordAdministrator',
      'userAdministrator',
      'serviceSupportAdministrator',
    ])
      expect(outcome(newSubscriptionUserSchema, { ...newUser, role })).toMatchObject({ value: { role } });
  });

  it.each([
    ['no first name', { firstName: '' }, [{ path: 'firstName', message: 'required' }]],
    ['no last name', { lastName: undefined }, [{ path: 'lastName', message: 'required' }]],
    [
      'a comma',
      { displayName: 'Kowalski, Jan' },
      [{ path: 'displayName', message: 'display_name_characters' }],
    ],
    ['no login', { alias: ' ' }, [{ path: 'alias', message: 'required' }]],
    ['a bad login', { alias: 'jan kowalski' }, [{ path: 'alias', message: 'invalid_login' }]],
    ['an unknown role', { role: 'owner' }, [{ path: 'role', message: 'invalid_value' }]],
    ['a field it does not know', { email: 'jan@firma.pl' }, [{ path: 'email', message: 'unknown_field' }]],
  ])('refuses %s', (_, change, fields) => {
    expect(outcome(newSubscriptionUserSchema, { ...newUser, ...change })).toEqual({ fields });
  });

  it('refuses a first name of more than 64 characters', () => {
    expect(messageOf(newSubscriptionUserSchema, { ...newUser, firstName: 'a'.repeat(65) })).toBe('too_long');
  });
});

describe('an edit and a role', () => {
  const { alias: _alias, domain: _domain, ...edit } = newUser;

  it('takes every editable field, never the login', () => {
    expect(outcome(subscriptionUserEditSchema, edit)).toEqual({ value: edit });
    expect(outcome(subscriptionUserEditSchema, { ...edit, alias: 'x' })).toEqual({
      fields: [{ path: 'alias', message: 'unknown_field' }],
    });
    expect(outcome(subscriptionUserEditSchema, { ...edit, displayName: 'Dział & Co' })).toEqual({
      fields: [{ path: 'displayName', message: 'display_name_characters' }],
    });
  });

  it('takes a role alone', () => {
    expect(outcome(subscriptionUserRoleSchema, { role: 'userAdministrator' })).toEqual({
      value: { role: 'userAdministrator' },
    });
    expect(messageOf(subscriptionUserRoleSchema, {})).toBe('required');
  });

  it('shows the widest admin role a user holds', () => {
    expect(roleOf([])).toBe('user');
    expect(roleOf(['userAdministrator', 'globalAdministrator'])).toBe('globalAdministrator');
    expect(roleOf(['serviceSupportAdministrator'])).toBe('serviceSupportAdministrator');
  });
});

describe('a licence change', () => {
  it.each([
    [{ add: [skuA] }, { add: [skuA], remove: [] }],
    [{ remove: [skuA.toUpperCase()] }, { add: [], remove: [skuA] }],
    [
      { add: [skuA], remove: [skuB] },
      { add: [skuA], remove: [skuB] },
    ],
    [{}, { add: [], remove: [] }],
  ])('takes %j', (input, change) => {
    expect(outcome(licenceChangeSchema, input)).toEqual({ value: change });
  });

  it.each([
    ['a sku that is no GUID', { add: ['O365_BUSINESS_PREMIUM'] }, 'add.0', 'invalid_value'],
    ['a sku twice', { add: [skuA, skuA] }, 'add', 'duplicate_value'],
    ['a sku given and taken', { add: [skuA], remove: [skuB, skuA] }, 'remove.1', 'duplicate_value'],
    [
      'too many skus',
      { remove: Array.from({ length: 21 }, (_, n) => `${skuA.slice(0, -2)}${String(n).padStart(2, '0')}`) },
      'remove',
      'too_long',
    ],
    ['a list that is no list', { add: skuA }, 'add', 'invalid_value'],
  ])('refuses %s', (_, input, path, message) => {
    expect(outcome(licenceChangeSchema, input)).toMatchObject({ fields: [{ path, message }] });
  });
});

describe('a user id', () => {
  it('is a GUID', () => {
    expect(directoryUserIdSchema.safeParse('6E5F7A8B-1C2D-4E3F-8A9B-0C1D2E3F4A5B').data).toBe(
      '6e5f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    );
    expect(directoryUserIdSchema.safeParse('jan@firma.pl').success).toBe(false);
  });
});
