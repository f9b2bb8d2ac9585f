import type { Alternate } from '#shared/routes';
import { scriptJson } from '#shared/script-json';
import { type PageData, pageDataElementId } from './src/lib/page-data';

// One pre-rendered page as a full HTML document: the built app shell (`app.html`) with the page's
// language, title, description, robots `noindex` (error and notice pages), canonical and hreflang
// links, its rendered markup and its data embedded for hydration. Used by the site build and by the
// catalogue page renderer.

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface DocumentParts {
  /** The built shell (web/dist/app.html). */
  template: string;
  origin: string;
  path: string;
  /** The same page in every language; the Polish one is also `x-default`. */
  alternates: readonly Alternate[];
  data: PageData;
  html: string;
  title: string;
  description: string;
  /** Shown when the scripts have not started after 120 s (the language's `page.chunkError.text`). */
  timeoutMessage: string;
  /** Keeps the page out of search results (error and notice pages; see `indexable` in shared/routes). */
  noindex?: boolean;
}

/** A Vite build manifest (`.vite/manifest.json`): source module → its chunk and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The chunks a lazily loaded module needs, without the app entry and what it imports (the shell loads
 * and preloads those anyway).
 */
export const chunksOf = (manifest: BuildManifest, module: string): string[] => {
  const seen = new Set<string>();
  const closure = (key: string, files: string[] = []): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return files;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  for (const key of Object.keys(manifest).filter((key) => manifest[key]?.isEntry)) closure(key);
  return closure(module);
};

export const pageDocument = (parts: DocumentParts): string => {
  const { template, origin, path, alternates, data } = parts;
  const polish = alternates.find((alt) => alt.language === 'pl');
  const links = [
    ...(parts.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeAttribute(origin + path)}" />`,
    ...alternates.map(
      (alt) =>
        `<link rel="alternate" hreflang="${alt.language}" href="${escapeAttribute(origin + alt.path)}" />`,
    ),
    ...(polish
      ? [`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(origin + polish.path)}" />`]
      : []),
  ];
  return template
    .replace('<html lang="pl">', `<html lang="${data.language}">`)
    .replace(/<title>.*?<\/title>/, `<title>${escapeText(parts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(parts.description)}" />`,
    )
    .replace('<!--head-->', links.join('\n    '))
    .replace('<!--app-->', () => parts.html)
    .replace(
      '<!--data-->',
      () => `<script id="${pageDataElementId}" type="application/json">${scriptJson(data)}</script>`,
    )
    .replace('<body>', `<body data-timeout-message="${escapeAttribute(parts.timeoutMessage)}">`);
};
