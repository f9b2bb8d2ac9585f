import { describe, expect, it } from 'vitest';
import { json } from './reply';
import { replyMemo } from './reply-memo';

describe('replyMemo', () => {
  it('makes a reply once per source and key, drops the oldest past the limit, and forgets an old source', () => {
    const memo = replyMemo(2);
    let made = 0;
    const make = () => json(200, { made: ++made });
    const [first, second] = [{}, {}];
    expect(memo(first, 'a', make)).toBe(memo(first, 'a', make));
    memo(first, 'b', make);
    memo(first, 'c', make);
    expect(made).toBe(3);
    memo(first, 'a', make); // dropped as the oldest
    expect(made).toBe(4);
    memo(second, 'c', make); // a new source starts afresh
    expect(made).toBe(5);
  });
});
