import { describe, expect, it } from 'vitest';
import { allowedUrl, renderMarkdown, unsafeMarkdown } from './markdown';

const attacks = {
  'a script tag': 'Hello <script>alert(1)</script>',
  'a script block': '<script>\nalert(1)\n</script>',
  'an event handler': '<img src="/x.png" onerror="alert(1)">',
  'an event handler in an inline element': 'text <b onmouseover="alert(1)">hover</b>',
  'a javascript: link': '[click](javascript:alert(1))',
  'a JavaScript: link in mixed case': '[click](JaVaScRiPt:alert(1))',
  'a javascript: link with an entity inside': '[click](java&#x73;cript:alert(1))',
  'a javascript: link with a tab inside': '[click](<java\tscript:alert(1)>)',
  'a javascript: autolink': '<javascript:alert(1)>',
  'a javascript: reference link': '[click][x]\n\n[x]: javascript:alert(1)',
  'a data: image': '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  'a data: link': '[x](data:text/html,<script>alert(1)</script>)',
  'a vbscript: link': '[x](vbscript:msgbox(1))',
  'a protocol-relative link': '[x](//evil.example/)',
  'a nested script split by a tag': '<scr<script>ipt>alert(1)</script>',
  'an iframe': '<iframe src="https://evil.example"></iframe>',
  'a link inside emphasis': '**[x](javascript:alert(1))**',
};

describe('renderMarkdown', () => {
  it('renders the allowed Markdown', () => {
    expect(renderMarkdown('# Title\n\nSome *text* and [a link](https://example.com/a?b=1).')).toBe(
      '<h1>Title</h1>\n<p>Some <em>text</em> and <a href="https://example.com/a?b=1">a link</a>.</p>\n',
    );
    expect(renderMarkdown('[shop](/produkt/1/x) [mail](mailto:a@b.pl) ![p](/img/a.webp)')).toContain(
      '<a href="/produkt/1/x">shop</a> <a href="mailto:a@b.pl">mail</a> <img src="/img/a.webp" alt="p">',
    );
  });

  for (const [name, markdown] of Object.entries(attacks)) {
    it(`leaves no script in ${name}`, () => {
      const html = renderMarkdown(markdown);
      expect(html).not.toMatch(/<script|<iframe|<img[^>]* on\w+=|<b /i);
      expect(html).not.toMatch(/href="(?!https?:|mailto:|\/[^/]|#)|src="(?!https?:|\/[^/])/i);
    });
  }

  it('escapes raw HTML as text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });
});

describe('unsafeMarkdown', () => {
  it('accepts Markdown with allowed links and images', () => {
    expect(
      unsafeMarkdown('# A\n\n[x](https://a.pl) [y](/blog/) [z](#top) <https://a.pl> ![i](/img/a.webp)'),
    ).toBe(false);
    expect(unsafeMarkdown('Prices < 100 zł and 2 > 1, `<script>` in code')).toBe(false);
  });

  for (const [name, markdown] of Object.entries(attacks)) {
    it(`refuses ${name}`, () => expect(unsafeMarkdown(markdown)).toBe(true));
  }
});

describe('allowedUrl', () => {
  it.each([
    ['https://a.pl', true],
    ['http://a.pl', true],
    ['mailto:a@b.pl', true],
    ['/blog/', true],
    ['#part', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['relative/path', false],
  ])('%s → %s', (url, allowed) => expect(allowedUrl(url)).toBe(allowed));
});
