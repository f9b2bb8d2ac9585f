import { describe, expect, it } from 'vitest';
import { partnerDiscounts, partnerNetOf } from './partner-terms';

describe('partner terms', () => {
  it('gives licences 8 %, hardware and devices as a service 4 %, IT services 10 %', () => {
    expect(partnerDiscounts).toEqual({
      'm365-subscription': 800,
      'open-licence': 800,
      'perpetual-licence': 800,
      hardware: 400,
      'device-as-a-service': 400,
      'it-service': 1000,
    });
  });

  it.each([
    { net: 100_00, kind: 'open-licence' as const, partnerNet: 92_00 },
    { net: 56_16, kind: 'm365-subscription' as const, partnerNet: 51_67 }, // 449.28 off → 449
    { net: 12_50, kind: 'hardware' as const, partnerNet: 12_00 },
    { net: 13, kind: 'hardware' as const, partnerNet: 12 }, // 0.52 off → 1
    { net: 12, kind: 'hardware' as const, partnerNet: 12 }, // 0.48 off → 0
    { net: 149_00, kind: 'it-service' as const, partnerNet: 134_10 },
    { net: 5, kind: 'it-service' as const, partnerNet: 4 }, // 0.5 off → 1 (half away from zero)
    { net: 0, kind: 'it-service' as const, partnerNet: 0 },
  ])('$kind at $net → $partnerNet (whole minor units, rounded once)', ({ net, kind, partnerNet }) => {
    expect(partnerNetOf(net, kind)).toBe(partnerNet);
    expect(Number.isInteger(partnerNetOf(net, kind))).toBe(true);
  });
});
