import { defaultLanguage, languages } from '#shared/locale';
import { renderedPagesApi, sitePagePatterns } from '#shared/page-kind';
import { pathFor, renderedRouteKeys, routes } from '#shared/routes';

// CloudFront's side of the page decision the local site server makes (shared/page-kind.ts). The
// route table is ~26 KB, more than a CloudFront Function may hold (10 KB), so it sits in a CloudFront
// KeyValueStore: one key per language and first path segment (`en:account-settings`), its value the
// routes under it as `[kind, pattern of the rest of the path]`, most specific first (each value stays
// under the store's 1 KB). Pages rendered per request (the search) never reach that function: a
// behaviour of their own per path (`renderedPathPatterns`) sends them to the API.

/** A file's key every pre-rendered page misses: S3 answers 403, the distribution's error response 404. */
export const notFoundKey = '/_not-found';

const kindCode = { prerendered: 'p', record: 'r', shell: 's' } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key-value pairs of the store, from `sitePagePatterns` (whose order they keep). */
export function pageRoutingEntries(): { key: string; value: string }[] {
  const groups = new Map<string, [string, string][]>();
  for (const { pattern, kind, key, language } of sitePagePatterns()) {
    if (kind === 'rendered') continue;
    const first = routes[key][language].split('/').filter(Boolean)[0] ?? '';
    if (first.startsWith(':')) throw new Error(`route ${key} (${language}) starts with a parameter`);
    const prefix = language === defaultLanguage ? `(?:/${language})?` : `/${language}`;
    const head = `^${prefix}${first ? `/${escapeRegExp(first)}` : ''}`;
    if (!pattern.startsWith(head)) throw new Error(`unexpected pattern ${pattern} for ${key} (${language})`);
    const group = `${language}:${first}`;
    groups.set(group, [...(groups.get(group) ?? []), [kindCode[kind], `^${pattern.slice(head.length)}`]]);
  }
  return [...groups].map(([key, entries]) => ({ key, value: JSON.stringify(entries) }));
}

/**
 * The viewer-request function of the site's default behaviour. A file (a dot in the last segment)
 * goes as it is; a browser-rendered route gets the app shell; a pre-rendered or catalogue page its
 * folder's `index.html` (a catalogue page that was never rendered has no record: the miss is 404);
 * a path no route matches goes to `notFoundKey`, so it is 404 too.
 */
export const pageRoutingCode = `import cf from 'cloudfront';
const pages = cf.kvs();
const languages = ${JSON.stringify(languages)};

async function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.split('/').pop().indexOf('.') !== -1) return request;
  const prefix = uri.split('/')[1];
  const language = languages.indexOf(prefix) === -1 ? '${defaultLanguage}' : prefix;
  const path = language === prefix ? uri.slice(prefix.length + 1) : uri;
  const first = path.split('/')[1] || '';
  const rest = first ? path.slice(first.length + 1) : path;
  let candidates = [];
  try {
    candidates = JSON.parse(await pages.get(language + ':' + first));
  } catch (e) {}
  const found = candidates.find((candidate) => new RegExp(candidate[1]).test(rest));
  if (!found) request.uri = '${notFoundKey}';
  else if (found[0] === '${kindCode.shell}') request.uri = '/app.html';
  else {
    const page = language === '${defaultLanguage}' ? path : uri;
    request.uri = page + (page.endsWith('/') ? '' : '/') + 'index.html';
  }
  return request;
}`;

/**
 * CloudFront path patterns of the pages rendered per request: each language's path with and without
 * its trailing slash (`/szukaj*`), the Polish one with `/pl` too. The pattern also takes a longer path
 * (`/szukajka`); the pages group answers that with the not-found page, as the site would.
 */
export function renderedPathPatterns(): string[] {
  return renderedRouteKeys.flatMap((key) =>
    languages.flatMap((language) => {
      const path = pathFor(key, language).replace(/\/$/, '');
      return language === defaultLanguage ? [`${path}*`, `/${language}${path}*`] : [`${path}*`];
    }),
  );
}

/** The viewer-request function of those behaviours: the page's path goes after `renderedPagesApi`. */
export const renderedPageCode = `function handler(event) {
  var request = event.request;
  request.uri = '${renderedPagesApi}' + request.uri;
  return request;
}`;
