import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import { articleMachine, articleStates, publicationStateAt } from './article-states';

describe('an article’s publication as a declared state machine', () => {
  it('has every state reachable and every target known, none final', () => {
    expect(articleMachine.states).toEqual(articleStates);
    expect(graphProblems(articleMachine)).toEqual([]);
  });

  it.each([
    ['unpublished', 'published', true],
    ['unpublished', 'scheduled', true],
    ['scheduled', 'published', true],
    ['scheduled', 'scheduled', true],
    ['scheduled', 'unpublished', true],
    ['published', 'unpublished', true],
    ['published', 'scheduled', false],
    ['published', 'published', false],
    ['unpublished', 'unpublished', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(articleMachine.canMove(from, to)).toBe(allowed);
  });

  it('schedules a publication dated ahead of now, publishes one dated now or before', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(publicationStateAt(new Date('2026-05-01T10:00:01Z'), now)).toBe('scheduled');
    expect(publicationStateAt(now, now)).toBe('published');
    expect(publicationStateAt(new Date('2025-01-01T00:00:00Z'), now)).toBe('published');
  });
});
