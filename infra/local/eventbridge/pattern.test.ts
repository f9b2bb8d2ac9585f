import { describe, expect, it } from 'vitest';
import { compilePattern, matchesPattern } from './pattern';

const event = {
  version: '0',
  id: 'e-1',
  'detail-type': 'order.status-changed',
  source: 'shop.orders',
  account: '000000000000',
  time: '2026-03-01T10:00:00Z',
  region: 'eu-central-1',
  resources: ['arn:aws:x:1', 'arn:aws:y:2'],
  detail: {
    orderId: 'ORD-42',
    status: 'paid',
    total: 1190,
    items: [
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 3 },
    ],
    topics: ['order:ORD-42', 'customer:C-7'],
    customer: { country: 'DE', email: 'Ann@Example.com' },
    note: null,
    empty: [],
  },
};

type Case = [name: string, pattern: Record<string, unknown>, expected: boolean];

const cases: Case[] = [
  ['exact value', { source: ['shop.orders'] }, true],
  ['exact value, other value', { source: ['shop.cms'] }, false],
  ['array is OR', { source: ['shop.cms', 'shop.orders'] }, true],
  ['exact number', { detail: { total: [1190] } }, true],
  ['exact number is not a string', { detail: { total: ['1190'] } }, false],
  ['exact null', { detail: { note: [null] } }, true],
  ['all fields must match (AND)', { source: ['shop.orders'], 'detail-type': ['other'] }, false],
  ['nested objects', { detail: { customer: { country: ['DE'] } } }, true],
  ['nested objects, other value', { detail: { customer: { country: ['AT'] } } }, false],
  ['event fields not in the pattern are ignored', { detail: { status: ['paid'] } }, true],
  ['pattern field absent from the event fails', { detail: { missing: ['x'] } }, false],
  ['pattern object absent from the event fails', { nothing: { here: ['x'] } }, false],
  ['event array matches if any element matches', { resources: ['arn:aws:y:2'] }, true],
  ['event array, no element matches', { resources: ['arn:aws:z:3'] }, false],
  ['array of objects, nested field', { detail: { items: { sku: ['B'] } } }, true],
  ['array of objects, nested field, no match', { detail: { items: { sku: ['C'] } } }, false],
  ['prefix', { detail: { orderId: [{ prefix: 'ORD-' }] } }, true],
  ['prefix, no match', { detail: { orderId: [{ prefix: 'SUB-' }] } }, false],
  ['prefix on a number never matches', { detail: { total: [{ prefix: '11' }] } }, false],
  ['suffix', { detail: { orderId: [{ suffix: '-42' }] } }, true],
  ['suffix, no match', { detail: { orderId: [{ suffix: '-43' }] } }, false],
  ['anything-but value', { detail: { status: [{ 'anything-but': 'cancelled' }] } }, true],
  ['anything-but value, excluded', { detail: { status: [{ 'anything-but': 'paid' }] } }, false],
  ['anything-but list', { detail: { status: [{ 'anything-but': ['cancelled', 'refunded'] }] } }, true],
  ['anything-but list, excluded', { detail: { status: [{ 'anything-but': ['paid', 'refunded'] }] } }, false],
  ['anything-but number', { detail: { total: [{ 'anything-but': [0, 1] }] } }, true],
  ['anything-but number, excluded', { detail: { total: [{ 'anything-but': 1190 }] } }, false],
  ['anything-but prefix', { source: [{ 'anything-but': { prefix: 'aws.' } }] }, true],
  ['anything-but prefix, excluded', { source: [{ 'anything-but': { prefix: 'shop.' } }] }, false],
  ['anything-but suffix', { source: [{ 'anything-but': { suffix: '.cms' } }] }, true],
  ['anything-but suffix, excluded', { source: [{ 'anything-but': { suffix: '.orders' } }] }, false],
  ['anything-but needs the field', { detail: { missing: [{ 'anything-but': 'x' }] } }, false],
  ['exists true', { detail: { topics: [{ exists: true }] } }, true],
  ['exists true, absent', { detail: { missing: [{ exists: true }] } }, false],
  ['exists true on null value', { detail: { note: [{ exists: true }] } }, true],
  ['exists true on an empty array', { detail: { empty: [{ exists: true }] } }, false],
  ['exists true on an object (not a leaf)', { detail: { customer: [{ exists: true }] } }, false],
  ['exists false, absent', { detail: { missing: [{ exists: false }] } }, true],
  ['exists false, present', { detail: { status: [{ exists: false }] } }, false],
  ['exists false under an absent parent', { absent: { child: [{ exists: false }] } }, true],
  ['numeric range', { detail: { total: [{ numeric: ['>', 0, '<=', 1190] }] } }, true],
  ['numeric range, outside', { detail: { total: [{ numeric: ['>', 0, '<', 1190] }] } }, false],
  ['numeric =', { detail: { total: [{ numeric: ['=', 1190] }] } }, true],
  ['numeric =, other', { detail: { total: [{ numeric: ['=', 1191] }] } }, false],
  ['numeric >=', { detail: { total: [{ numeric: ['>=', 1190] }] } }, true],
  ['numeric >, equal value', { detail: { total: [{ numeric: ['>', 1190] }] } }, false],
  ['numeric on a string never matches', { detail: { status: [{ numeric: ['>', 0] }] } }, false],
  ['numeric over array elements', { detail: { items: { qty: [{ numeric: ['>', 2] }] } } }, true],
  [
    'equals-ignore-case',
    { detail: { customer: { email: [{ 'equals-ignore-case': 'ann@example.COM' }] } } },
    true,
  ],
  [
    'equals-ignore-case, other',
    { detail: { customer: { email: [{ 'equals-ignore-case': 'bob@example.com' }] } } },
    false,
  ],
  ['$or, second branch', { $or: [{ source: ['shop.cms'] }, { detail: { status: ['paid'] } }] }, true],
  ['$or, no branch', { $or: [{ source: ['shop.cms'] }, { detail: { status: ['open'] } }] }, false],
  [
    '$or combined with AND',
    { source: ['shop.cms'], $or: [{ detail: { status: ['paid'] } }, { id: ['e-1'] }] },
    false,
  ],
  [
    '$or nested in an object',
    { detail: { $or: [{ total: [{ numeric: ['<', 10] }] }, { status: ['paid'] }] } },
    true,
  ],
  ['the wiring live-push rule', { detail: { topics: [{ exists: true }] } }, true],
  ['the wiring newsletter rule', { source: ['shop.cms'], 'detail-type': ['newsletter.subscribed'] }, false],
];

describe('matchesPattern', () => {
  it.each(cases)('%s', (_name, pattern, expected) => {
    expect(matchesPattern(pattern, event)).toBe(expected);
  });

  it('matches an empty pattern against any event', () => {
    expect(matchesPattern({}, event)).toBe(true);
  });
});

describe('compilePattern', () => {
  const invalidPatterns: [name: string, pattern: unknown][] = [
    ['a scalar leaf', { source: 'shop.orders' }],
    ['an unsupported operator', { source: [{ wildcard: 'shop.*' }] }],
    ['two operators in one matcher', { source: [{ prefix: 'a', suffix: 'b' }] }],
    ['numeric without pairs', { detail: { total: [{ numeric: ['>'] }] } }],
    ['numeric with an unknown operator', { detail: { total: [{ numeric: ['!=', 1] }] } }],
    ['exists with a non-boolean', { detail: { total: [{ exists: 'yes' }] } }],
    ['prefix with a number', { source: [{ prefix: 1 }] }],
    ['anything-but with an object operand it lacks', { source: [{ 'anything-but': { wildcard: 'x' } }] }],
    ['$or that is not a list', { $or: { source: ['x'] } }],
    ['a pattern that is not an object', ['shop.orders']],
  ];

  it.each(invalidPatterns)('rejects %s', (_name, pattern) => {
    expect(() => compilePattern(pattern)).toThrow(/Event pattern is not valid/);
  });
});
