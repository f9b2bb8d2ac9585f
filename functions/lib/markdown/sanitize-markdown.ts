import MarkdownIt, { type Ruler, type StateBlock, type StateInline } from 'markdown-it';
import { allowedUrl } from '#shared/blog/markdown';
import { harmlessHtmlBlock, harmlessInlineTag } from './raw-html';

// Staff Markdown made safe to store, changing only what is hostile: raw HTML keeps its place (the
// renderer shows it as text, `shared/blog/markdown.ts`) but loses the elements that run or embed something with
// their content, event attributes and hostile URLs (`raw-html.ts`); a link or image whose URL the
// renderer would refuse (`javascript:`, `data:`, `vbscript:`, `//host`, …) keeps only its words; an
// autolink or a link reference definition with such a URL goes. Code blocks and code spans are text
// and stay as written. The Markdown is parsed as markdown-it parses it (raw HTML recognised, every URL
// kept) with its rules wrapped to note where each hostile piece is; the pieces are cut out, and the
// result parsed again until nothing hostile is left. Each round only shortens the text, and a piece
// that cannot be found in its source lines takes those lines with it, so the rounds end.

/** A hostile piece: its source lines, and what replaces it, at known offsets or by searching its text. */
type Finding = { lines?: [number, number]; text: string } & (
  | { from: number; to: number }
  | { inline: string; raw: string }
);
type Findings = { findings: Finding[] };

const inspector = new MarkdownIt('default', { html: true, linkify: false });
let lastUrl: string | undefined;
inspector.validateLink = (url) => {
  lastUrl = url;
  return true;
};

const wrap = <Args extends unknown[], Result>(
  ruler: Ruler<Args, Result>,
  name: string,
  around: (original: (...args: Args) => Result) => (...args: Args) => Result,
) => {
  const rule = ruler.__rules__.find((candidate) => candidate.name === name);
  if (!rule) throw new Error(`markdown-it has no rule ${name}`);
  ruler.at(name, around(rule.fn), { alt: rule.alt });
};

const note = (state: StateBlock | StateInline, finding: Finding) =>
  (state.env as Findings).findings.push(finding);

const blockRule =
  (judge: (raw: string) => string | undefined) =>
  (original: (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean) =>
  (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    lastUrl = undefined;
    const found = original(state, startLine, endLine, silent);
    if (!found || silent) return found;
    const from = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
    const to = state.eMarks[state.line - 1] ?? state.src.length;
    const text = judge(state.src.slice(from, to));
    if (text !== undefined) note(state, { lines: [startLine, state.line], from, to, text });
    return found;
  };

wrap(
  inspector.block.ruler,
  'html_block',
  blockRule((raw) => {
    const harmless = harmlessHtmlBlock(raw);
    return harmless === raw ? undefined : harmless;
  }),
);
wrap(
  inspector.block.ruler,
  'reference',
  blockRule(() => (lastUrl === undefined || allowedUrl(lastUrl) ? undefined : '')),
);

const inlineRule =
  (
    judge: (
      state: StateInline,
      start: number,
      firstToken: number,
    ) => { raw: string; text: string } | undefined,
  ) =>
  (original: (state: StateInline, silent: boolean) => boolean) =>
  (state: StateInline, silent: boolean): boolean => {
    const start = state.pos;
    const firstToken = state.tokens.length;
    const found = original(state, silent);
    if (!found || silent) return found;
    const hostile = judge(state, start, firstToken);
    if (hostile) note(state, { inline: state.src, ...hostile });
    return found;
  };

/** The URL of the link or image a rule pushed (after the text pending before it). */
const urlOf = (state: StateInline, firstToken: number, attribute: 'href' | 'src'): string | undefined => {
  const url = state.tokens
    .slice(firstToken)
    .find(({ type }) => type === 'link_open' || type === 'image')
    ?.attrGet(attribute);
  return url === null || url === undefined ? undefined : String(url);
};

/** A link or image with a refused URL: its words (the label) in its place. */
const wordsOfRefusedLink =
  (attribute: 'href' | 'src', labelAt: number) => (state: StateInline, start: number, firstToken: number) => {
    const url = urlOf(state, firstToken, attribute);
    if (url === undefined || allowedUrl(url)) return undefined;
    const labelEnd = state.md.helpers.parseLinkLabel(state, start + labelAt - 1, labelAt === 1);
    return { raw: state.src.slice(start, state.pos), text: state.src.slice(start + labelAt, labelEnd) };
  };

wrap(inspector.inline.ruler, 'link', inlineRule(wordsOfRefusedLink('href', 1)));
wrap(inspector.inline.ruler, 'image', inlineRule(wordsOfRefusedLink('src', 2)));
wrap(
  inspector.inline.ruler,
  'autolink',
  inlineRule((state, start, firstToken) => {
    const url = urlOf(state, firstToken, 'href');
    return url === undefined || allowedUrl(url)
      ? undefined
      : { raw: state.src.slice(start, state.pos), text: '' };
  }),
);
wrap(
  inspector.inline.ruler,
  'html_inline',
  inlineRule((state, start) => {
    const tag = state.src.slice(start, state.pos);
    const { length, text } = harmlessInlineTag(tag, state.src.slice(state.pos));
    return text === tag && length === tag.length
      ? undefined
      : { raw: state.src.slice(start, start + length), text };
  }),
);

/** The hostile pieces of the Markdown, each with its source lines. */
const findingsOf = (markdown: string): Finding[] => {
  const env: Findings = { findings: [] };
  const tokens = inspector.parse(markdown, env);
  const linesOfInline = new Map(
    tokens.filter(({ type }) => type === 'inline').map(({ content, map }) => [content, map ?? undefined]),
  );
  return env.findings.map((finding) =>
    'inline' in finding ? { ...finding, lines: linesOfInline.get(finding.inline) ?? undefined } : finding,
  );
};

type Edit = { from: number; to: number; text: string };

const lineStarts = (text: string): number[] => [
  0,
  ...[...text.matchAll(/\n/g)].map(({ index }) => index + 1),
];

/** Where a finding is in the text: its offsets, or its raw text searched within its source lines. */
const editOf = (text: string, starts: number[], finding: Finding): Edit | undefined => {
  if ('from' in finding) return finding;
  const [first, end] = finding.lines ?? [0, starts.length];
  const within = text.slice(0, (starts[end] ?? text.length + 1) - 1);
  const from = within.indexOf(finding.raw, starts[first] ?? 0);
  return from < 0 ? undefined : { from, to: from + finding.raw.length, text: finding.text };
};

/** The edits in text order, each overlapping an earlier one left out (to the next round). */
const apart = (edits: Edit[]): Edit[] => {
  const kept: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => a.from - b.from)) {
    if (edit.from >= (kept.at(-1)?.to ?? 0)) kept.push(edit);
  }
  return kept;
};

/** The text with the findings' edits, or without their source lines when none of them is found. */
const withoutFindings = (text: string, findings: Finding[]): string => {
  const starts = lineStarts(text);
  const found = findings.map((finding) => editOf(text, starts, finding)).filter((edit) => edit !== undefined);
  const cuts =
    found.length > 0
      ? found
      : findings.map(({ lines: [first, end] = [0, starts.length] }) => ({
          from: starts[first] ?? 0,
          to: (starts[end] ?? text.length + 1) - 1,
          text: '',
        }));
  return apart(cuts).reduceRight(
    (result, { from, to, text: by }) => result.slice(0, from) + by + result.slice(to),
    text,
  );
};

/** The Markdown with nothing hostile left (line ends normalised as markdown-it reads them); safe Markdown unchanged. */
export const sanitizeMarkdown = (markdown: string): string => {
  let text = markdown.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD');
  for (let findings = findingsOf(text); findings.length > 0; findings = findingsOf(text)) {
    text = withoutFindings(text, findings);
  }
  return text;
};
