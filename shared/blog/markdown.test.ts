import { describe, expect, it } from 'vitest';
import { allowedUrl, renderMarkdown } from './markdown';
import { attacks } from './testing/attacks';

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
