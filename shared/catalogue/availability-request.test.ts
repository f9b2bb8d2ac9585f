import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { availabilityRequestSchema, awaitingStates } from './availability-request';
import { isOrderable } from './availability-states';
import { availabilityStates } from './product';

const fieldsOf = (input: unknown) => {
  const parsed = availabilityRequestSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('availability request schema', () => {
  it('accepts a consenting e-mail, lower-cased, language defaulting to pl', () => {
    expect(availabilityRequestSchema.parse({ email: 'Ola@Example.PL', consent: true })).toEqual({
      email: 'ola@example.pl',
      consent: true,
      language: 'pl',
    });
  });

  it('names consent and e-mail with their message keys', () => {
    expect(fieldsOf({ email: 'ola@example.pl', consent: false })).toEqual([
      { path: 'consent', message: 'consent_required' },
    ]);
    expect(fieldsOf({ email: 'ola', consent: true })).toEqual([{ path: 'email', message: 'invalid_email' }]);
  });
});

describe('availability states', () => {
  it('lets customers wait only for products that cannot be ordered now and are not discontinued', () => {
    const orderable = availabilityStates.filter(isOrderable);
    expect(orderable).toEqual(['instant', 'within-24h', '1-day', '1-2-days', '2-3-days']);
    expect([...awaitingStates, ...orderable, 'discontinued'].sort()).toEqual([...availabilityStates].sort());
  });
});
