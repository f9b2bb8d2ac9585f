import { describe, expect, it } from 'vitest';
import { groupedSecret } from './authenticator-secret';

describe('groupedSecret', () => {
  it('splits the secret into groups of four, the last one shorter', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('answers nothing for no secret', () => {
    expect(groupedSecret('')).toBe('');
  });
});
