import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { deliveryTimeQuestionSchema } from './delivery-time-question';

const fieldsOf = (input: unknown) => {
  const parsed = deliveryTimeQuestionSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('delivery time question schema', () => {
  it('needs only a consenting e-mail; trims the optional details', () => {
    expect(deliveryTimeQuestionSchema.parse({ email: 'a@b.pl', consent: true })).toEqual({
      email: 'a@b.pl',
      consent: true,
      language: 'pl',
    });
    expect(
      deliveryTimeQuestionSchema.parse({
        email: 'a@b.pl',
        consent: true,
        fullName: ' Jan Kowalski ',
        phone: '+48 (22) 100-20-30',
        message: ' When? ',
        language: 'de',
      }),
    ).toMatchObject({
      fullName: 'Jan Kowalski',
      phone: '+48 (22) 100-20-30',
      message: 'When?',
      language: 'de',
    });
  });

  it('names each bad field', () => {
    expect(fieldsOf({ email: 'a@b.pl' })).toEqual([{ path: 'consent', message: 'consent_required' }]);
    expect(fieldsOf({ email: 'a@b.pl', consent: true, phone: 'call me' })).toEqual([
      { path: 'phone', message: 'invalid_value' },
    ]);
    expect(fieldsOf({ email: 'a@b.pl', consent: true, message: 'x'.repeat(2001) })).toEqual([
      { path: 'message', message: 'too_long' },
    ]);
    expect(fieldsOf({ email: 'a@b.pl', consent: true, fullName: '  ' })).toEqual([
      { path: 'fullName', message: 'required' },
    ]);
    expect(fieldsOf({ email: 'a@b.pl', consent: true, fullName: 'Jan\nBcc: x@example.com' })).toEqual([
      { path: 'fullName', message: 'invalid_characters' },
    ]);
  });
});
