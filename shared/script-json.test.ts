import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('cannot close the script element and keeps line separators escaped', () => {
    expect(scriptJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    expect(scriptJson({ text: 'a\u2028b\u2029c' })).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(scriptJson({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
