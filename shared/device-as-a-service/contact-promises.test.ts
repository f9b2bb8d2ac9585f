import { describe, expect, it } from 'vitest';
import { contactPromises } from './contact-promises';

describe('contact promises (spec section 9)', () => {
  it.each([
    ['deviceService', 4, 'workingHours'],
    ['itService', 1, 'workingDays'],
  ])('%s: within %i %s', (topic, within, unit) => {
    expect(contactPromises.find((promise) => promise.topic === topic)).toEqual({ topic, within, unit });
  });

  it('has one promise per topic', () => {
    const topics = contactPromises.map((promise) => promise.topic);
    expect(new Set(topics).size).toBe(topics.length);
  });
});
