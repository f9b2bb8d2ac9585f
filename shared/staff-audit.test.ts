import { describe, expect, it } from 'vitest';
import { auditChanges } from './staff-audit';

describe('auditChanges', () => {
  it('names each changed field with its value before and after, leaving equal ones out', () => {
    expect(
      auditChanges(
        { title: 'Old', state: 'unpublished', tags: ['a'], gone: 1 },
        { title: 'New', state: 'unpublished', tags: ['a', 'b'], added: true },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'gone', before: 1 },
      { field: 'added', after: true },
    ]);
  });

  it('sees the same object stored with its keys in another order as unchanged', () => {
    expect(auditChanges({ links: [{ a: 1, b: 2 }] }, { links: [{ b: 2, a: 1 }] })).toEqual([]);
  });

  it('records every field of something new as added', () => {
    expect(auditChanges(undefined, { title: 'New' })).toEqual([{ field: 'title', after: 'New' }]);
  });

  it('keeps the start and the length of a long text', () => {
    const [change] = auditChanges({ body: 'a' }, { body: 'b'.repeat(500) });
    expect(change?.after).toBe(`${'b'.repeat(200)}… (500)`);
  });
});
