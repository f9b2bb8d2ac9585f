import MarkdownIt from 'markdown-it';

// An article's Markdown as HTML: on the server for the pages, and in the content staff's editor for
// its preview, by the same rules. The allow-list: markdown-it's own elements
// (headings, paragraphs, emphasis, lists, quotes, code, tables, links, images, rules) and nothing else;
// raw HTML is never passed through (`html: false` escapes it as text), and a link or image keeps its
// URL only when it is http(s), mailto or site-relative (`/…`, `#…`), so `javascript:`, `data:`,
// `vbscript:` and protocol-relative URLs are never links. What staff write is also stored sanitized
// (`functions/lib/markdown/sanitize-markdown.ts`), so neither the text nor the page holds such markup.

const siteRelative = /^(\/(?![/\\])|#)/;
const allowedScheme = /^(https?:\/\/|mailto:)/i;

/** Whether a link's or image's URL (as markdown-it normalized it) may appear in a page. */
export const allowedUrl = (url: string): boolean => siteRelative.test(url) || allowedScheme.test(url);

const renderer = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
renderer.validateLink = allowedUrl;

/** Sanitized HTML of the Markdown: the only HTML a page of the site injects as such. */
export const renderMarkdown = (markdown: string): string => renderer.render(markdown);
