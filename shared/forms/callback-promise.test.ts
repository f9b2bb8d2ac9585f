import { describe, expect, it } from 'vitest';
import {
  type CallbackPromise,
  callbackDay,
  callbackDueBy,
  callbackPromise,
  isCallbackOverdue,
} from './callback-promise';

const within = (minutes: 15 | 30): CallbackPromise => ({ kind: 'within', minutes });
const atOpening = (date: string): CallbackPromise => ({ kind: 'atOpening', date, time: '09:00' });

describe('the callback promise (Warsaw time)', () => {
  it.each<[string, string, CallbackPromise]>([
    ['at opening, winter', '2026-03-02T08:00:00Z', within(15)],
    ['a minute before opening', '2026-03-02T07:59:00Z', atOpening('2026-03-02')],
    ['early morning of a working day', '2026-03-02T04:00:00Z', atOpening('2026-03-02')],
    ['at 15:59', '2026-03-02T14:59:00Z', within(15)],
    ['at 16:00', '2026-03-02T15:00:00Z', within(30)],
    ['at 17:29', '2026-03-02T16:29:00Z', within(30)],
    ['at 17:30 on a Monday', '2026-03-02T16:30:00Z', atOpening('2026-03-03')],
    ['after closing on a Friday', '2026-03-06T18:00:00Z', atOpening('2026-03-09')],
    ['on a Saturday at noon', '2026-03-07T11:00:00Z', atOpening('2026-03-09')],
    ['at 09:00 summer time (07:00 UTC)', '2026-07-01T07:00:00Z', within(15)],
    ['at 08:00 summer time (06:00 UTC)', '2026-07-01T06:00:00Z', atOpening('2026-07-01')],
    ['at 16:30 summer time (14:30 UTC)', '2026-07-01T14:30:00Z', within(30)],
    ['on the Monday after the clocks went forward, 09:00 (07:00 UTC)', '2026-03-30T07:00:00Z', within(15)],
    [
      'on the Monday after the clocks went back, 08:30 (07:30 UTC)',
      '2025-10-27T07:30:00Z',
      atOpening('2025-10-27'),
    ],
    ['on Easter Monday at noon', '2026-04-06T10:00:00Z', atOpening('2026-04-07')],
    ['on 23 December 2025 at 17:45', '2025-12-23T16:45:00Z', atOpening('2025-12-29')],
    ['on Corpus Christi 2026', '2026-06-04T10:00:00Z', atOpening('2026-06-05')],
  ])('%s (%s)', (_, instant, promise) => {
    expect(callbackPromise(new Date(instant))).toEqual(promise);
  });

  it("names the promised day in the reader's language", () => {
    expect(callbackDay('2026-03-09', 'pl')).toBe('poniedziałek, 9 marca');
    expect(callbackDay('2026-03-09', 'en')).toBe('Monday, March 9');
    expect(callbackDay('2026-03-09', 'de')).toBe('Montag, 9. März');
  });
});

describe('when a promised callback is due', () => {
  it.each<[string, string, CallbackPromise, { date: string; time: string }]>([
    [
      '15 minutes after a winter morning request',
      '2026-03-02T09:12:00Z',
      within(15),
      { date: '2026-03-02', time: '10:27' },
    ],
    [
      '30 minutes after a summer afternoon request',
      '2026-07-01T14:45:00Z',
      within(30),
      { date: '2026-07-01', time: '17:15' },
    ],
    [
      'at the opening named',
      '2026-03-06T18:00:00Z',
      atOpening('2026-03-09'),
      { date: '2026-03-09', time: '09:00' },
    ],
  ])('%s', (_, requested, promise, due) => {
    expect(callbackDueBy(new Date(requested), promise)).toEqual(due);
  });

  it.each([
    ['a minute before', '2026-03-09T07:59:00Z', false],
    ['at the minute', '2026-03-09T08:00:00Z', false],
    ['a minute after', '2026-03-09T08:01:00Z', true],
  ])('is overdue %s the opening (09:00 Warsaw): %s', (_, now, overdue) => {
    expect(isCallbackOverdue({ date: '2026-03-09', time: '09:00' }, new Date(now))).toBe(overdue);
  });
});
