import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { type FormKind, formKinds, formSchemas, isHoneypotFilled } from './form-schemas';
import { sampleForms } from './sample-forms';

const fieldsOf = (kind: FormKind, input: unknown) => {
  const parsed = formSchemas[kind].safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};
const without = (form: object, field: string) =>
  Object.fromEntries(Object.entries(form).filter(([name]) => name !== field));

/** Spec section 5: what each form requires (the language defaults, the honeypot may be absent). */
const required: Record<FormKind, string[]> = {
  contact: ['email', 'phone', 'fullName', 'consent', 'companyName', 'message'],
  cooperation: ['email', 'phone', 'fullName', 'consent', 'companyName', 'message'],
  'help-centre': ['email', 'phone', 'fullName', 'consent', 'companyName', 'message'],
  'service-inquiry': ['email', 'phone', 'fullName', 'consent', 'productId', 'message'],
  callback: ['email', 'phone', 'fullName', 'consent'],
  financing: ['email', 'phone', 'fullName', 'consent', 'financing', 'currency', 'value', 'months'],
};

describe.each(formKinds)('the %s form', (kind) => {
  const sample = sampleForms[kind];

  it('accepts the sample, the e-mail lower-cased and the phone compacted', () => {
    const form = formSchemas[kind].parse({ ...sample, email: 'Anna.Nowak@Example.PL' });
    expect(form).toMatchObject({ email: 'anna.nowak@example.pl', phone: '+48600100200', language: 'pl' });
  });

  it.each(required[kind])('requires %s', (field) => {
    const message = field === 'consent' ? 'consent_required' : 'required';
    expect(fieldsOf(kind, without(sample, field))).toEqual([{ path: field, message }]);
  });

  it('names every missing field at once', () => {
    expect(
      fieldsOf(kind, {})
        .map(({ path }) => path)
        .sort(),
    ).toEqual([...required[kind]].sort());
  });

  it.each([
    ['email', 'anna@', 'invalid_email'],
    ['phone', '600 100', 'invalid_phone'],
    ['consent', false, 'consent_required'],
    ['fullName', '   ', 'required'],
    ['unknown', 'x', 'unknown_field'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(fieldsOf(kind, { ...sample, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('lets any honeypot text through, to answer it like a success', () => {
    expect(formSchemas[kind].safeParse({ ...sample, website: 'http://spam.example\n' }).success).toBe(true);
  });
});

describe('the honeypot', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['http://spam.example', true],
  ])('%j filled: %s', (website, filled) => {
    expect(isHoneypotFilled({ website })).toBe(filled);
  });
});

describe('the financing inquiry', () => {
  const leasing = sampleForms.financing;
  const credit = { ...without(leasing, 'companyName'), financing: 'credit', value: 600_000, months: 10 };

  it.each([
    [
      'leasing without a company',
      without(leasing, 'companyName'),
      [{ path: 'companyName', message: 'required' }],
    ],
    ['credit without a company (a consumer)', credit, []],
    [
      'leasing below the currency’s minimum',
      { ...leasing, value: 99_999 },
      [{ path: 'value', message: 'financing_below_minimum' }],
    ],
    ['leasing at the EUR minimum', { ...leasing, currency: 'EUR', value: 23_500 }, []],
    [
      'credit below 369 zł gross',
      { ...credit, value: 36_899 },
      [{ path: 'value', message: 'financing_below_minimum' }],
    ],
    [
      'credit above 50,000 zł',
      { ...credit, value: 5_000_001 },
      [{ path: 'value', message: 'financing_above_maximum' }],
    ],
    [
      'credit in euro',
      { ...credit, currency: 'EUR' },
      [{ path: 'currency', message: 'financing_not_offered' }],
    ],
    [
      'a term the partner does not offer',
      { ...leasing, months: 30 },
      [{ path: 'months', message: 'invalid_value' }],
    ],
    [
      'credit’s 0 % term for leasing',
      { ...leasing, months: 10 },
      [{ path: 'months', message: 'invalid_value' }],
    ],
    ['a fractional value', { ...leasing, value: 1_200_000.5 }, [{ path: 'value', message: 'invalid_value' }]],
    ['an unknown kind', { ...leasing, financing: 'rent' }, [{ path: 'financing', message: 'invalid_value' }]],
  ])('%s', (_, input, expected) => {
    expect(fieldsOf('financing', input)).toEqual(expected);
  });
});
