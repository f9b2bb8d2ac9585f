import { describe, expect, it } from 'vitest';
import { signUpMetadataSchema } from '../identity/sign-up-attributes';
import { partnerCodeField, partnerCodeOf, partnerCodeSchema, referralCodeOf } from './partner-code';

describe('partner codes', () => {
  it.each([
    ['P-7K3M9Q', 'P-7K3M9Q'],
    [' p-7k3m9q ', 'P-7K3M9Q'],
  ])('takes %j as %s', (input, code) => {
    expect(partnerCodeSchema.parse(input)).toBe(code);
    expect(referralCodeOf(input)).toBe(code);
  });

  it.each([
    '',
    'P-7K3M9',
    'P-7K3M9QX',
    'X-7K3M9Q',
    'P_7K3M9Q',
    "P-7K3M9Q'--",
    'P-ĄĘŁŃÓŚ',
    `P-${'A'.repeat(40)}`,
  ])('refuses %j (invalid_partner_code) and ignores it in a link', (input) => {
    const parsed = partnerCodeSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('invalid_partner_code');
    expect(referralCodeOf(input)).toBeUndefined();
  });

  it("leaves the sign-up form's field empty when none is typed, and refuses a malformed one", () => {
    expect(partnerCodeField.parse(undefined)).toBe('');
    expect(partnerCodeField.parse('  ')).toBe('');
    expect(partnerCodeField.parse('p-7k3m9q')).toBe('P-7K3M9Q');
    expect(partnerCodeField.safeParse('P-12').success).toBe(false);
  });

  it('draws a code of the unambiguous alphabet', () => {
    let n = 0;
    const code = partnerCodeOf((size) => n++ % size);
    expect(code).toBe('P-ABCDEF');
    expect(partnerCodeSchema.parse(code)).toBe(code);
  });

  it('travels in the sign-up metadata only well-formed: the pre-sign-up trigger refuses another', () => {
    const consents = 'terms,privacy';
    expect(
      signUpMetadataSchema.parse({ accountType: 'private', consents, partnerCode: 'p-7k3m9q' }),
    ).toMatchObject({
      partnerCode: 'P-7K3M9Q',
    });
    expect(signUpMetadataSchema.parse({ accountType: 'private', consents })).not.toHaveProperty(
      'partnerCode',
    );
    expect(
      signUpMetadataSchema.safeParse({ accountType: 'private', consents, partnerCode: 'nope' }).success,
    ).toBe(false);
  });
});
