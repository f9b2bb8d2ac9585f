import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { build } from 'vite';
import { homeOffers } from '#shared/content/home';
import { type StaticPageKey, staticPage, staticPageFile, staticPageKeys } from '#shared/content/static-pages';
import { type Language, languages } from '#shared/locale';
import { pageKey } from '#shared/page-key';
import { alternates, indexable, pathFor, prerenderedRouteKeys, type RouteKey } from '#shared/routes';
import { pageDocument } from './document';
import { render } from './src/entry-server';
import type { PageData } from './src/lib/page-data';

// The site build: Vite bundles the app, then every public page is rendered to HTML per language
// with its data embedded (the app hydrates without refetching), a real title, description,
// canonical and hreflang links. `app.html` is the bare shell for routes rendered in the browser.

const webDir = import.meta.dirname;
const dist = join(webDir, 'dist');
const staticKeys: ReadonlySet<RouteKey> = new Set(staticPageKeys);

const fileFor = (path: string) => join(dist, pageKey(path));

/** A pre-rendered page's data: its language and strings, and a static page's, the home page's or the not-found page's content. */
export const prerenderedPageData = (
  key: RouteKey,
  language: Language,
  messages: PageData['messages'],
): PageData => ({
  language,
  messages,
  ...(staticKeys.has(key) ? { staticPage: staticPage(key as StaticPageKey, language) } : {}),
  ...(key === 'home' ? { home: { offers: homeOffers } } : {}),
  ...(key === 'notFound' ? { notFound: true } : {}),
});

/** Builds web/dist; `origin` makes canonical and hreflang links absolute (as search engines want). */
/** A catalogue of web/public/i18n (`<name>.json`): message id → ICU text. */
const catalogueOf = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(webDir, 'public/i18n', `${name}.json`), 'utf8'));

/** Pre-parsed once here, so browsers neither download the ICU parser nor parse at start-up. */
const parsed = (source: Record<string, string>) =>
  Object.fromEntries(Object.entries(source).map(([id, text]) => [id, parse(text)]));

export const buildSite = async (origin: string, log: (line: string) => void = () => undefined) => {
  // Always the production build (React, JSX runtime), also when a test run calls this with NODE_ENV=test.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'error' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'app.html'), template);
  // The staff screens' strings (Polish and English), pre-parsed like the shop's.
  for (const language of ['pl', 'en'])
    writeFileSync(
      join(dist, 'i18n/staff', `${language}.json`),
      JSON.stringify(parsed(catalogueOf(`staff/${language}`))),
    );
  let pages = 0;
  for (const language of languages) {
    const source = catalogueOf(language);
    const messages = parsed(source);
    writeFileSync(join(dist, 'i18n', `${language}.json`), JSON.stringify(messages));
    for (const key of staticPageKeys) {
      const file = join(dist, staticPageFile(key, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(staticPage(key, language)));
    }
    for (const key of prerenderedRouteKeys) {
      const path = pathFor(key, language);
      const data = prerenderedPageData(key, language, messages);
      const { html, head } = await render(path, data);
      const page = pageDocument({
        template,
        origin,
        path,
        alternates: alternates(key),
        data,
        html,
        title: head?.title ?? source['app.name'] ?? '',
        description: head?.description ?? '',
        timeoutMessage: source['page.chunkError.text'] ?? '',
        noindex: !indexable(key),
      });
      const file = fileFor(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, page);
      pages += 1;
    }
  }
  log(`site built: ${pages} pages pre-rendered in ${languages.length} languages`);
};

if (process.argv[1] === import.meta.filename) {
  await buildSite(process.env.SITE_ORIGIN ?? 'http://localhost:3000', console.log);
}
