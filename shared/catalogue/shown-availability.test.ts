import { describe, expect, it } from 'vitest';
import { asShown, shownAvailability } from './shown-availability';

describe('the availability a shopper is shown', () => {
  it('says "notify about availability" for an orderable product with no unit left', () => {
    expect(shownAvailability({ state: 'within-24h' }, 0)).toEqual({ state: 'notify-availability' });
    expect(shownAvailability({ state: 'instant' }, 0)).toEqual({ state: 'notify-availability' });
  });

  it("shows the product's own state while a unit is left, or when its units are not counted", () => {
    expect(shownAvailability({ state: 'within-24h' }, 1)).toEqual({ state: 'within-24h' });
    expect(shownAvailability({ state: '2-3-days' }, undefined)).toEqual({ state: '2-3-days' });
  });

  it('keeps a state that is not orderable now as it is, sold out or not', () => {
    expect(shownAvailability({ state: 'presale', date: '2027-01-15' }, 0)).toEqual({
      state: 'presale',
      date: '2027-01-15',
    });
    expect(shownAvailability({ state: 'on-demand' }, 0)).toEqual({ state: 'on-demand' });
    expect(shownAvailability({ state: 'discontinued' }, 0)).toEqual({ state: 'discontinued' });
  });
});

describe('a product as shown', () => {
  it('carries the shown availability and leaves the rest of the product as it is', () => {
    const product = { id: 'laptop', availability: { state: 'instant' as const } };
    expect(asShown(product, 0)).toEqual({ id: 'laptop', availability: { state: 'notify-availability' } });
    expect(asShown(product, 3)).toBe(product);
  });
});
