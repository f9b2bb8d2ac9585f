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

describe('replyMemo with a maximum age', () => {
  it('makes the reply again once it is older than the maximum age', () => {
    const memo = replyMemo(10, { maxAgeMs: 60_000 });
    let made = 0;
    const make = () => json(200, { made: ++made });
    const source = {};
    memo(source, 'a', make, 0);
    memo(source, 'a', make, 59_999);
    expect(made).toBe(1);
    memo(source, 'a', make, 60_000);
    expect(made).toBe(2);
  });

  it('remembers an asynchronous reply as its promise, made once for concurrent first requests', async () => {
    const memo = replyMemo<Promise<ReturnType<typeof json>>>(10, { maxAgeMs: 60_000 });
    let made = 0;
    const make = async () => json(200, { made: ++made });
    const source = {};
    const [a, b] = await Promise.all([memo(source, 'x', make), memo(source, 'x', make)]);
    expect(a).toBe(b);
    expect(made).toBe(1);
  });
});

describe('replyMemo keeping only repeated keys', () => {
  it("remembers a key's reply from its second request on, so one-off keys never push a kept one out", () => {
    const memo = replyMemo(1, { onlyRepeated: true });
    let made = 0;
    const make = () => json(200, { made: ++made });
    const source = {};
    memo(source, 'popular', make);
    const kept = memo(source, 'popular', make);
    expect(made).toBe(2);
    for (const key of ['once-1', 'once-2', 'once-3']) memo(source, key, make);
    expect(memo(source, 'popular', make)).toBe(kept);
    expect(made).toBe(5);
  });
});
