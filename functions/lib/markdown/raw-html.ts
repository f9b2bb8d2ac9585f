import MarkdownIt from 'markdown-it';

// Raw HTML an author typed into Markdown, made harmless as text to store. The site never passes raw
// HTML through (the renderer escapes it), so this is about what is kept: elements that run or embed
// something go with their content, and every other tag loses its event attributes (`on…`), `srcdoc`,
// `style` and any attribute whose value is a `javascript:`, `vbscript:`, `data:` or `livescript:` URL,
// however it is disguised by character references, case, whitespace or control characters.

const embedding =
  'script|style|iframe|frame|frameset|object|embed|applet|noscript|noembed|noframes|template|svg|math|base|link|meta|xmp|plaintext|textarea|title|form|portal';
const { unescapeAll } = new MarkdownIt().utils;

const elementWithContent = new RegExp(`<(${embedding})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const unclosedToTheEnd = new RegExp(`<(?:${embedding})\\b[^>]*>[\\s\\S]*$`, 'i');
const loneTag = new RegExp(`<\\/?(?:${embedding})\\b[^>]*>?`, 'gi');
const anyTag = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*?)?(\/?)>/g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const droppedName = /^(on|srcdoc$|style$)/i;
const hostileScheme = /^(javascript|vbscript|data|livescript):/i;
const invisible = /[\s\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Whether an attribute's value, decoded as a browser would, is a URL that runs or carries a document. */
const hostileUrlValue = (value: string): boolean =>
  hostileScheme.test(unescapeAll(value.replace(/^["']|["']$/g, '')).replace(invisible, ''));

const dropped = ([, name, value]: RegExpMatchArray): boolean =>
  droppedName.test(name ?? '') || (value !== undefined && hostileUrlValue(value));

/** One tag (not an embedding element's) without its event attributes and hostile URLs; unchanged when it has none. */
const harmlessTag = (tag: string): string =>
  tag.replace(anyTag, (whole, name: string, attributes: string | undefined, selfClosing: string) => {
    const all = [...(attributes ?? '').matchAll(attribute)];
    if (!all.some(dropped)) return whole;
    const kept = all.filter((match) => !dropped(match)).map(([text]) => ` ${text}`);
    return `<${name}${kept.join('')}${selfClosing}>`;
  });

const withoutEmbedding = (html: string): string => {
  let text = html;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(elementWithContent, '').replace(unclosedToTheEnd, '').replace(loneTag, '');
  }
  return text;
};

/** A raw HTML block: embedding elements removed with their content (an unclosed one to its end), other tags cleaned. */
export const harmlessHtmlBlock = (html: string): string =>
  withoutEmbedding(html).replace(anyTag, harmlessTag);

/**
 * One inline raw tag, with what follows it in its paragraph: an embedding element's opening tag goes
 * with its content up to its closing tag (`length` says how much of `rest` that is), any other tag is
 * cleaned of its attributes.
 */
export const harmlessInlineTag = (tag: string, rest: string): { length: number; text: string } => {
  const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag)?.[1] ?? '';
  if (!new RegExp(`^(${embedding})$`, 'i').test(name)) return { length: tag.length, text: harmlessTag(tag) };
  const closing = tag.startsWith('</') ? null : new RegExp(`</${name}\\s*>`, 'i').exec(rest);
  return { length: tag.length + (closing ? closing.index + closing[0].length : 0), text: '' };
};
