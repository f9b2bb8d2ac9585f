import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../catalogue/sample-product';
import { planNameIn, planNamesOf } from './plan-name';

describe('a plan name', () => {
  const names = planNamesOf(sampleProduct);

  it("keeps the product's name in each language it has one in", () => {
    expect(names).toEqual({
      pl: 'Microsoft 365 Business Standard (roczna)',
      en: 'Microsoft 365 Business Standard (annual)',
    });
  });

  it("shows the page language's name, else the English one, whatever the order's language", () => {
    const ordered = { name: 'Microsoft 365 Business Standard (roczna)', names };
    expect(planNameIn(ordered, 'en')).toBe('Microsoft 365 Business Standard (annual)');
    expect(planNameIn(ordered, 'pl')).toBe('Microsoft 365 Business Standard (roczna)');
    expect(planNameIn(ordered, 'de')).toBe('Microsoft 365 Business Standard (annual)');
    expect(
      planNameIn(
        {
          name: 'Microsoft 365 Business Standard (jährlich)',
          names: { ...names, de: 'Microsoft 365 Business Standard (jährlich)' },
        },
        'de',
      ),
    ).toBe('Microsoft 365 Business Standard (jährlich)');
  });

  it('shows the ordered name of a record kept without names', () => {
    expect(planNameIn({ name: 'Microsoft 365 Business Standard (miesięczna)' }, 'en')).toBe(
      'Microsoft 365 Business Standard (miesięczna)',
    );
  });
});
