import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { requestIdSchema, requestTransitionSchema, staffRequestsQuerySchema } from './staff-requests';

const fieldsOf = (input: unknown) => {
  const parsed = requestTransitionSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe("a request's move", () => {
  it.each([
    [{ action: 'take', revision: 0 }],
    [{ action: 'handle', revision: 3, note: 'Oferta wysłana.' }],
    [{ action: 'note', revision: 1, note: 'Dzwoniłam,\nnie odbiera.' }],
  ])('accepts %j', (input) => {
    expect(fieldsOf(input)).toEqual([]);
  });

  it.each([
    ['a note without its text', { action: 'note', revision: 1 }, 'note', 'required'],
    ['a blank note', { action: 'note', revision: 1, note: '   ' }, 'note', 'required'],
    [
      'a note over 2,000 characters',
      { action: 'take', revision: 0, note: 'x'.repeat(2001) },
      'note',
      'too_long',
    ],
    [
      'an assignee sent by the caller',
      { action: 'take', revision: 0, assignee: 'x' },
      'assignee',
      'unknown_field',
    ],
    ['a negative revision', { action: 'take', revision: -1 }, 'revision', 'invalid_value'],
  ])('refuses %s at its field', (_, input, path, message) => {
    expect(fieldsOf(input)).toEqual([{ path, message }]);
  });

  it('refuses an action of no table', () => {
    expect(fieldsOf({ action: 'reopen', revision: 0 }).map(({ path }) => path)).toEqual(['action']);
  });
});

describe("the inbox's query and ids", () => {
  it('takes a kind of form or the delivery-time questions, a status and a range; nothing else', () => {
    expect(
      staffRequestsQuerySchema.safeParse({ kind: 'delivery-time', status: 'inProgress', from: '2026-03-01' })
        .success,
    ).toBe(true);
    for (const query of [{ kind: 'newsletter' }, { status: 'open' }, { to: 'tomorrow' }, { page: '2' }])
      expect(staffRequestsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });

  it('takes only a ULID as an id', () => {
    expect(requestIdSchema.safeParse('01JQ0000000000000000000000').success).toBe(true);
    for (const id of ['not-an-id', '81JQ0000000000000000000000', '01JQ000000000000000000000'])
      expect(requestIdSchema.safeParse(id).success, id).toBe(false);
  });
});
