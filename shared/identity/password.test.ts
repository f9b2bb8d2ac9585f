import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { userPool } from '#infra/wiring';
import { toFieldErrors } from '../validation';
import {
  hasSpecialCharacter,
  isValidPassword,
  passwordField,
  passwordRule,
  passwordsMatch,
} from './password';

describe('password rule', () => {
  it('needs 7–255 characters with a digit, a lower-case and an upper-case letter', () => {
    expect(isValidPassword('Abcdef1')).toBe(true);
    expect(isValidPassword('Abcde1')).toBe(false);
    expect(isValidPassword(`Ab1${'x'.repeat(252)}`)).toBe(true);
    expect(isValidPassword(`Ab1${'x'.repeat(253)}`)).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(false);
    expect(isValidPassword('ABCDEFG1')).toBe(false);
    expect(isValidPassword('Abcdefgh')).toBe(false);
  });

  it('treats special characters as a hint only', () => {
    expect(isValidPassword('Abcdef12')).toBe(true);
    expect(hasSpecialCharacter('Abcdef12')).toBe(false);
    expect(hasSpecialCharacter('Abc!ef12')).toBe(true);
    expect(hasSpecialCharacter('Abc ef12')).toBe(true);
  });

  it('is the Cognito password policy of the wiring', () => {
    const { maxLength: _cognitoHasNone, ...policy } = passwordRule;
    expect(userPool.passwordPolicy).toEqual(policy);
  });

  it('reports stable keys', () => {
    const fields = (input: unknown) => {
      const parsed = z.object({ password: passwordField }).safeParse(input);
      return parsed.success ? [] : toFieldErrors(parsed.error, input);
    };
    expect(fields({})).toEqual([{ path: 'password', message: 'required' }]);
    expect(fields({ password: '' })).toEqual([{ path: 'password', message: 'required' }]);
    expect(fields({ password: 'short' })).toEqual([{ path: 'password', message: 'invalid_password' }]);
  });

  it('reports a mismatched repeat on the repeat field, alongside other problems', () => {
    const schema = z
      .object({ a: passwordField, b: z.string(), other: z.string() })
      .check(passwordsMatch('a', 'b'));
    const input = { a: 'Abcdef12', b: 'Abcdef13' };
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(toFieldErrors(parsed.error as z.core.$ZodError, input)).toEqual([
      { path: 'other', message: 'required' },
      { path: 'b', message: 'passwords_not_identical' },
    ]);
  });
});
