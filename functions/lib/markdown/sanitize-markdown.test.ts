import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#shared/blog/markdown';
import { attacks } from '#shared/blog/testing/attacks';
import { sanitizeMarkdown } from './sanitize-markdown';

const hostile =
  /<\/?(script|style|iframe|svg|object|form)\b|\son[a-z]+\s*=|java\S{0,12}script|vbscript|data:|\/\/evil/i;

describe('sanitizeMarkdown over hostile input', () => {
  for (const [name, markdown] of Object.entries(attacks)) {
    it(`stores ${name} without it, and renders none of it`, () => {
      const sanitized = sanitizeMarkdown(markdown);
      expect(sanitized).not.toMatch(hostile);
      expect(renderMarkdown(sanitized)).not.toMatch(hostile);
      expect(sanitizeMarkdown(sanitized)).toBe(sanitized);
    });
  }
});

describe('sanitizeMarkdown keeps what is not hostile', () => {
  it.each([
    ['the words before a script', 'Hello <script>alert(1)</script> world', 'Hello  world'],
    ['a script block, whole', 'Intro\n\n<script>\nalert(1)\n</script>\n\nOutro', 'Intro\n\n\n\nOutro'],
    ['an image without its event attribute', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png">'],
    ['a tag without its unquoted event attribute', '<IMG SRC=/a.png ONLOAD=alert(1)>', '<IMG SRC=/a.png>'],
    [
      'an element without its event attribute',
      'text <b onmouseover="alert(1)">hover</b>',
      'text <b>hover</b>',
    ],
    ['a javascript: link’s words', 'See [the offer](javascript:alert(1)) now', 'See the offer now'],
    ['an emphasised link’s words', '**[x](javascript:alert(1))**', '**x**'],
    ['a data: image’s description', 'A ![chart](data:image/png;base64,AAAA) here', 'A chart here'],
    ['a link around a hostile image', '[![i](javascript:a)](/ok)', '[i](/ok)'],
    ['a reference link’s words, its definition gone', '[click][x]\n\n[x]: javascript:alert(1)', 'click\n\n'],
    ['a raw link without its disguised URL', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a table’s cells', '| a |\n|---|\n| [x](vbscript:1) |', '| a |\n|---|\n| x |'],
    [
      'an HTML block without the SVG',
      '<div>\n<p onclick="x">hi</p>\n<svg><script>a</script></svg>\n</div>',
      '<div>\n<p>hi</p>\n\n</div>',
    ],
  ])('%s', (_, markdown, sanitized) => expect(sanitizeMarkdown(markdown)).toBe(sanitized));

  it.each([
    [
      'headings, emphasis, lists and allowed links',
      '# A\n\n*x* and [y](https://a.pl), [z](/blog/), [t](#top), <https://a.pl>\n\n- [m](mailto:a@b.pl)\n- ![i](/img/a.webp)',
    ],
    ['comparisons and code spans', 'Prices < 100 zł and 2 > 1, `<script>` and `[a](javascript:b)` in code'],
    [
      'fenced and indented code',
      '```html\n<script>x</script> [a](javascript:b)\n```\n\n    <iframe onload="x">',
    ],
    ['harmless raw HTML, shown as text', 'A <b class="x">bold</b> word<br>'],
  ])('%s unchanged', (_, markdown) => expect(sanitizeMarkdown(markdown)).toBe(markdown));

  it('reads line ends as markdown-it does', () => {
    expect(sanitizeMarkdown('a\r\nb\rc')).toBe('a\nb\nc');
  });
});
