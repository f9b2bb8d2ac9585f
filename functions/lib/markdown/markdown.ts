import MarkdownIt from 'markdown-it';

// An article's Markdown as HTML, on the server only. The allow-list: markdown-it's own elements
// (headings, paragraphs, emphasis, lists, quotes, code, tables, links, images, rules) and nothing else;
// raw HTML is never passed through (`html: false` escapes it as text), and a link or image keeps its
// URL only when it is http(s), mailto or site-relative (`/…`, `#…`), so `javascript:`, `data:`,
// `vbscript:` and protocol-relative URLs are never links. `unsafeMarkdown` tells staff input that
// carries raw HTML or such a URL, which the blog refuses (400 naming `body`) before storing it.

const siteRelative = /^(\/(?![/\\])|#)/;
const allowedScheme = /^(https?:\/\/|mailto:)/i;

/** Whether a link's or image's URL (as markdown-it normalized it) may appear in a page. */
export const allowedUrl = (url: string): boolean => siteRelative.test(url) || allowedScheme.test(url);

const renderer = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
renderer.validateLink = allowedUrl;

/** Sanitized HTML of the Markdown: the only HTML a page of the site injects as such. */
export const renderMarkdown = (markdown: string): string => renderer.render(markdown);

// Parses with raw HTML recognised and every URL kept, to see what the author wrote.
const inspector = new MarkdownIt('default', { html: true, linkify: false });
inspector.validateLink = () => true;

type Token = ReturnType<typeof inspector.parse>[number];

const unsafeToken = (token: Token): boolean => {
  if (token.type === 'html_block' || token.type === 'html_inline') return true;
  const url = token.attrGet('href') ?? token.attrGet('src');
  if (url !== null && !allowedUrl(String(url))) return true;
  return (token.children ?? []).some(unsafeToken);
};

/** Whether the Markdown has raw HTML or a link or image whose URL is not allowed. */
export const unsafeMarkdown = (markdown: string): boolean => inspector.parse(markdown, {}).some(unsafeToken);
