import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { ratingRequestSchema } from './rating-request';

const fieldsOf = (input: unknown) => {
  const parsed = ratingRequestSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

describe('rating request schema', () => {
  it('accepts whole stars from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(ratingRequestSchema.parse({ rating })).toEqual({ rating });
  });

  it.each([0, 6, 4.5, '5', null])('refuses %j naming rating', (rating) => {
    expect(fieldsOf({ rating })).toEqual([{ path: 'rating', message: 'invalid_value' }]);
  });

  it('reports a missing rating as required', () => {
    expect(fieldsOf({})).toEqual([{ path: 'rating', message: 'required' }]);
  });
});
