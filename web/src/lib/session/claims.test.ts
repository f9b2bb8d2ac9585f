import { describe, expect, it } from 'vitest';
import { profileFromClaims } from './claims';

const now = Date.parse('2026-11-22T10:00:00Z');
const claims = { sub: 'u-1', email: 'jan@example.pl', 'cognito:groups': ['customers'] };

describe('profile from the ID token claims', () => {
  it('reads the account type from `account_type`, else from the groups', () => {
    expect(profileFromClaims({ ...claims, account_type: '3' }, undefined, now).accountTypeId).toBe(3);
    expect(profileFromClaims({ ...claims, account_type: 1 }, undefined, now).accountTypeId).toBe(1);
    expect(profileFromClaims(claims, undefined, now).accountTypeId).toBe(2);
    expect(
      profileFromClaims({ ...claims, 'cognito:groups': ['business'] }, undefined, now).accountTypeId,
    ).toBe(3);
    expect(profileFromClaims({ ...claims, account_type: '9' }, undefined, now).accountTypeId).toBe(2);
  });

  it('keeps the groups and treats a token without groups as none', () => {
    expect(
      profileFromClaims({ ...claims, 'cognito:groups': ['business', 'finance'] }, undefined, now).groups,
    ).toEqual(['business', 'finance']);
    expect(profileFromClaims({ sub: 'u-1' }, undefined, now)).toMatchObject({ groups: [], email: '' });
  });

  it("takes the name and expiry from the profile API's answer", () => {
    expect(
      profileFromClaims(
        claims,
        { name: 'Jan Kowalski', expirationDateTime: '2026-11-22T10:15:00.000Z' },
        now,
      ),
    ).toEqual({
      userId: 'u-1',
      email: 'jan@example.pl',
      name: 'Jan Kowalski',
      accountTypeId: 2,
      groups: ['customers'],
      expirationDateTime: '2026-11-22T10:15:00.000Z',
    });
  });

  it('without the profile API, names the user by e-mail and keeps the profile its lifetime', () => {
    expect(profileFromClaims(claims, undefined, now)).toMatchObject({
      name: 'jan@example.pl',
      expirationDateTime: '2026-11-22T10:15:00.000Z',
    });
  });
});
