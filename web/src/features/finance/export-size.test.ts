import { describe, expect, it } from 'vitest';
import { sizeInUnit } from './export-size';

describe('sizeInUnit', () => {
  it('keeps small sizes in bytes and steps up by 1024', () => {
    expect(sizeInUnit(0)).toEqual({ value: 0, unit: 'byte' });
    expect(sizeInUnit(1023)).toEqual({ value: 1023, unit: 'byte' });
    expect(sizeInUnit(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(sizeInUnit(5 * 1024 * 1024)).toEqual({ value: 5, unit: 'megabyte' });
    expect(sizeInUnit(3 * 1024 ** 4)).toEqual({ value: 3072, unit: 'gigabyte' });
  });
});
