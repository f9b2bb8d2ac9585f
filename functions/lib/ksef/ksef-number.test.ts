import { describe, expect, it } from 'vitest';
import { isKsefNumber, ksefNumber } from './ksef-number';

describe('KSeF number (faktury/numer-ksef.md)', () => {
  it('computes the CRC-8 of the documentation’s examples', () => {
    expect(ksefNumber('5265877635', '2025-08-26', '0100001AF629')).toBe(
      '5265877635-20250826-0100001AF629-AF',
    );
    expect(ksefNumber('5265877635', '2025-09-16', '0200A0D6723E')).toBe(
      '5265877635-20250916-0200A0D6723E-C2',
    );
  });

  it('accepts a number with its checksum and refuses a changed checksum, digit or length', () => {
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isKsefNumber('5265877636-20250826-0100001AF629-AF')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001AF62-AF')).toBe(false);
  });
});
