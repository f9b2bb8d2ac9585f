import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import {
  filterSubscriptions,
  filtersOfSearch,
  planNamesOf,
  type SubscriptionFilters,
  searchOfFilters,
  subscriptionPages,
  subscriptionsPerPage,
} from './subscription-filters';

const subscription = (
  line: number,
  name: string,
  billing: SubscriptionView['billing'],
): SubscriptionView => ({
  id: `01JZ0000000000000000000000-${line}`,
  orderId: '01JZ0000000000000000000000',
  orderNumber: '2026/000009',
  productId: `p${line}`,
  name,
  billing,
  quantity: 1,
  state: 'notConfigured',
  status: 'notConfigured',
  actions: ['configure', 'cancel'],
  reducibleLicences: 0,
  unitNet: 3800,
  currency: 'PLN',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const list = [
  subscription(1, 'Microsoft 365 Business Standard', 'monthly'),
  subscription(2, 'Microsoft 365 Business Basic', 'annual'),
  subscription(3, 'Microsoft 365 Business Standard', 'annual'),
];

// Spec section 2 (subscription list): filter by plan, monthly or yearly; kept in the URL.
describe('the subscription list filters', () => {
  it.each([
    [
      '?plan=Microsoft+365+Business+Basic&billing=annual',
      { plan: 'Microsoft 365 Business Basic', billing: 'annual' },
    ],
    ['?billing=monthly', { billing: 'monthly' }],
    ['?billing=yearly&plan=%20', {}],
    ['', {}],
  ] as const)('reads %s', (search, filters) => {
    expect(filtersOfSearch(search)).toEqual(filters);
  });

  it('writes the filters back to the same query, leaving blanks out', () => {
    const filters = { plan: 'Microsoft 365 E3 & Teams', billing: 'annual' } as const;
    expect(filtersOfSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({ billing: 'monthly' })).toBe('?billing=monthly');
    expect(searchOfFilters({})).toBe('');
  });

  it.each<[SubscriptionFilters, number[]]>([
    [{}, [1, 2, 3]],
    [{ plan: 'Microsoft 365 Business Standard' }, [1, 3]],
    [{ billing: 'annual' }, [2, 3]],
    [{ plan: 'Microsoft 365 Business Standard', billing: 'monthly' }, [1]],
    [{ plan: 'Microsoft 365 Business Basic', billing: 'monthly' }, []],
    [{ plan: 'Office 365 E1' }, []],
  ])('filters by %o', (filters, lines) => {
    expect(filterSubscriptions(list, filters, 'pl').map((kept) => kept.productId)).toEqual(
      lines.map((line) => `p${line}`),
    );
  });

  it('offers each plan of the list once, alphabetically, and keeps a chosen plan the list lacks', () => {
    expect(planNamesOf(list, 'pl')).toEqual([
      'Microsoft 365 Business Basic',
      'Microsoft 365 Business Standard',
    ]);
    expect(planNamesOf([], 'pl', 'Office 365 E1')).toEqual(['Office 365 E1']);
    expect(planNamesOf(list, 'pl', 'Microsoft 365 Business Basic')).toHaveLength(2);
  });

  it("names and filters plans in the page's language, whatever the order's", () => {
    const names = {
      pl: 'Microsoft 365 A3 dla kadry (miesięczna)',
      en: 'Microsoft 365 A3 for faculty (monthly)',
    };
    const ordered = { ...subscription(4, names.pl, 'monthly'), names };
    expect(planNamesOf([ordered], 'en')).toEqual([names.en]);
    expect(filterSubscriptions([ordered], { plan: names.en }, 'en')).toEqual([ordered]);
    expect(filterSubscriptions([ordered], { plan: names.pl }, 'en')).toEqual([]);
  });

  it('shows a long list 25 at a time, with "show more" while any are left', () => {
    const many = Array.from({ length: 60 }, (_, line) => line);
    expect(subscriptionsPerPage).toBe(25);
    expect(subscriptionPages(many, 1)).toEqual({ shown: many.slice(0, 25), more: true });
    expect(subscriptionPages(many, 2)).toEqual({ shown: many.slice(0, 50), more: true });
    expect(subscriptionPages(many, 3)).toEqual({ shown: many, more: false });
    expect(subscriptionPages(many.slice(0, 25), 1)).toEqual({ shown: many.slice(0, 25), more: false });
  });
});
