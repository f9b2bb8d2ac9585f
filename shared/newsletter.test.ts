import { describe, expect, it } from 'vitest';
import { newsletterSignupSchema } from './newsletter';
import { toFieldErrors } from './validation';

const fieldsOf = (input: unknown) => {
  const parsed = newsletterSignupSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('newsletter sign-up schema', () => {
  it('accepts a valid e-mail with consent, lower-casing the address and defaulting the language to pl', () => {
    expect(newsletterSignupSchema.parse({ email: 'Jan@Example.PL', consent: true })).toEqual({
      email: 'jan@example.pl',
      consent: true,
      language: 'pl',
    });
  });

  it('requires consent (spec: newsletter needs consent)', () => {
    expect(fieldsOf({ email: 'jan@example.pl', consent: false })).toEqual([
      { path: 'consent', message: 'consent_required' },
    ]);
    expect(fieldsOf({ email: 'jan@example.pl' })).toEqual([{ path: 'consent', message: 'consent_required' }]);
  });

  it('rejects an invalid e-mail with a stable message key', () => {
    expect(fieldsOf({ email: 'not-an-email', consent: true })).toEqual([
      { path: 'email', message: 'invalid_email' },
    ]);
  });

  it('reports a missing e-mail as required', () => {
    expect(fieldsOf({ consent: true })).toEqual([{ path: 'email', message: 'required' }]);
  });

  it('rejects unknown fields and unknown languages', () => {
    expect(fieldsOf({ email: 'jan@example.pl', consent: true, admin: true })).toEqual([
      { path: 'admin', message: 'unknown_field' },
    ]);
    expect(fieldsOf({ email: 'jan@example.pl', consent: true, language: 'xx' })).toEqual([
      { path: 'language', message: 'invalid_value' },
    ]);
  });
});
