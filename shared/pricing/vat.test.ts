import { describe, expect, it } from 'vitest';
import { defaultVatRate, grossOfNet, netOfGross, vatOf, vatRateFor } from './vat';

describe('vatRateFor', () => {
  it.each([
    ['PL', 2300],
    ['DE', 1900],
    ['FR', 2000],
    ['CZ', 2100],
    ['GB', 2000],
    ['CH', 810],
    ['NO', 2500],
    ['SE', 2500],
    ['DK', 2500],
    ['HU', 2700],
    ['ES', 2100],
    ['IT', 2200],
    ['BG', 2000],
    ['TR', 2000],
  ])('%s → %i basis points', (country, rate) => {
    expect(vatRateFor(country)).toBe(rate);
  });

  it('falls back to the default 23 % for a country the table does not list', () => {
    expect(defaultVatRate).toBe(2300);
    expect(vatRateFor('US')).toBe(2300);
    expect(vatRateFor('toString')).toBe(2300);
  });
});

describe('VAT from net (rounded half away from zero, per line)', () => {
  it.each([
    // net, rate, vat, gross
    [10_000, 2300, 2300, 12_300],
    [1, 2300, 0, 1], // 0.23 grosz
    [2, 2300, 0, 2], // 0.46
    [3, 2300, 1, 4], // 0.69
    [50, 2300, 12, 62], // 11.5: the half goes up
    [150, 1900, 29, 179], // 28.5
    [500, 810, 41, 541], // 40.5 at 8.1 %
    [12_345, 810, 1000, 13_345], // 999.945
    [4999, 2700, 1350, 6349], // 1349.73
    [9475, 2300, 2179, 11_654], // 2179.25: the DaaS banner price
    [-50, 2300, -12, -62], // a refund line: away from zero, not up
    [0, 2300, 0, 0],
  ])('net %i at %i bp → vat %i, gross %i', (net, rate, vat, gross) => {
    expect(vatOf(net, rate)).toBe(vat);
    expect(grossOfNet(net, rate)).toBe(gross);
  });
});

describe('VAT from gross (the VAT contained in the gross is rounded)', () => {
  it.each([
    // gross, rate, net
    [12_300, 2300, 10_000],
    [100, 2300, 81], // vat 18.699 → 19
    [1, 2300, 1], // vat 0.187 → 0
    [14_900, 2300, 12_114], // vat 2786.18 → 2786
    [3, 2000, 2], // vat exactly 0.5 → 1
    [999, 810, 924], // vat 74.89 → 75
    [-100, 2300, -81],
  ])('gross %i at %i bp → net %i', (gross, rate, net) => {
    expect(netOfGross(gross, rate)).toBe(net);
  });

  it('round-trips every net: netOfGross(grossOfNet(net)) = net', () => {
    for (const rate of [2300, 810, 2700, 2550]) {
      for (let net = 0; net <= 5000; net += 1) {
        expect(netOfGross(grossOfNet(net, rate), rate)).toBe(net);
      }
    }
  });
});

describe('integer minor units only', () => {
  it('refuses fractional amounts and fractional rates', () => {
    expect(() => vatOf(10.5, 2300)).toThrow(RangeError);
    expect(() => grossOfNet(1000, 8.1)).toThrow(RangeError);
    expect(() => netOfGross(0.1 + 0.2, 2300)).toThrow(RangeError);
  });
});
