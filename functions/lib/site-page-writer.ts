import type { MessageFormatElement } from 'react-intl';
import { type Language, languages } from '#shared/locale';
import { pageKey } from '#shared/page-key';
import type { Alternate } from '#shared/routes';
import { type PageData, pageDocument, render } from '../../web/ssr';
import { type KeptPromise, keptPromise } from './bounded-cache';
import { config } from './config';
import { deleteObject, putObject, readText } from './s3-objects';

// Renders a page as the build pre-renders the static ones: by the site's own server renderer
// (web/ssr.ts) into the deployed shell (`app.html`) with the language's pre-parsed strings, both read
// from the site bucket and kept up to a minute by a warm container. The catalogue and blog renderers
// write such pages into the bucket; the pages group answers a search page with one.

type ParsedMessages = Record<string, MessageFormatElement[]>;

export interface Shell {
  template: string;
  messages: ParsedMessages;
}

export interface SitePage {
  language: Language;
  path: string;
  /** The same page in every language. */
  alternates: readonly Alternate[];
  /** The page's data; the language and its strings are added here. */
  data: Omit<PageData, 'language' | 'messages'>;
  /** The address's query (without `?`) the page renders for: a search page's. */
  search?: string;
  /** Keeps the page out of search results (`indexable` in shared/routes). */
  noindex?: boolean;
}

/**
 * How long a warm container keeps what it read of the deployed shell: a new site build replaces it, and
 * a page rendered per request must name that build's scripts.
 */
const shellLifetimeMs = 60_000;
const templates = new Map<string, KeptPromise<string>>();
const messageSets = new Map<string, KeptPromise<ParsedMessages>>();

const readSiteText = (key: string): Promise<string> => readText({ bucket: config('site').SITE_BUCKET, key });

/** The shell for `language`, read once per `shellLifetimeMs` period however many pages render at once. */
const shellFor = async (language: Language): Promise<Shell> => {
  const period = String(Math.floor(Date.now() / shellLifetimeMs));
  const [template, messages] = await Promise.all([
    keptPromise(templates, 'app.html', period, 1, () => readSiteText('app.html')),
    keptPromise(
      messageSets,
      language,
      period,
      languages.length,
      async () => JSON.parse(await readSiteText(`i18n/${language}.json`)) as ParsedMessages,
    ),
  ]);
  return { template, messages };
};

/** The literal text of a pre-parsed message (`app.name`, `page.chunkError.text`). */
const plain = (message: MessageFormatElement[] | undefined): string =>
  (message ?? [])
    .map((element) => ('value' in element && typeof element.value === 'string' ? element.value : ''))
    .join('');

/**
 * The page's whole HTML document in `shell` (the deployed `app.html` and the language's strings): the
 * render alone, once the shell is read (the bench times it, test/bench/search-render.ts).
 */
export const renderInShell = async (
  { template, messages }: Shell,
  { language, path, alternates, data, search, noindex }: SitePage,
): Promise<string> => {
  const page = { ...data, language, messages };
  const { html, head } = await render(path, page, search);
  return pageDocument({
    template,
    origin: config('site').SITE_ORIGIN,
    path,
    alternates,
    data: page,
    html,
    title: head?.title ?? plain(messages['app.name']),
    description: head?.description ?? '',
    timeoutMessage: plain(messages['page.chunkError.text']),
    ...(noindex ? { noindex } : {}),
  });
};

/** The page's whole HTML document. */
export const renderSitePage = async (page: SitePage): Promise<string> =>
  renderInShell(await shellFor(page.language), page);

/** Renders the page and writes it into the site bucket at its path's key. */
export const writeSitePage = async (page: SitePage): Promise<void> => {
  await putObject({
    bucket: config('site').SITE_BUCKET,
    key: pageKey(page.path),
    body: await renderSitePage(page),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  });
};

/** Takes a page out of the site bucket (an article taken back): its path answers as no page again. */
export const deleteSitePage = async (path: string): Promise<void> => {
  await deleteObject({ bucket: config('site').SITE_BUCKET, key: pageKey(path) });
};
