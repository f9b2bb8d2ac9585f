import { describe, expect, it } from 'vitest';
import { languages } from './locale';
import { decidePage, sitePagePatterns } from './page-kind';
import { matchPath, pathFor, type RouteKey, routeKeys, routeParamNames } from './routes';

const sample: Record<string, string> = { year: '2024', month: '5' };
const exampleParams = (key: RouteKey) =>
  Object.fromEntries(routeParamNames(key).map((name) => [name, sample[name] ?? 'x-1']));

/** What a CloudFront Function does with the embedded table: the first pattern that matches. */
const firstMatch = (path: string) => sitePagePatterns().find(({ pattern }) => new RegExp(pattern).test(path));

describe('decidePage', () => {
  it.each([
    ['/', 'prerendered'],
    ['/en/about-us/', 'prerendered'],
    ['/koszyk/', 'prerendered'],
    ['/zamowienie/', 'shell'],
    ['/en/sign-in/', 'shell'],
    ['/szukaj/', 'rendered'],
    ['/en/search', 'rendered'],
    ['/produkt/nie-ma-takiego-produktu/x', 'record'],
    ['/en/category/laptops/laptops', 'record'],
    ['/blog/', 'record'],
    ['/en/news', 'record'],
    ['/Publikacje/artykuly', 'record'],
  ])('%s is %s', (path, kind) => {
    expect(decidePage(path).kind).toBe(kind);
  });

  it('finds no route for a Polish path under another language, nor under an unknown prefix', () => {
    expect(decidePage('/en/zaloguj/')).toEqual({ kind: 'notFound', language: 'en' });
    expect(decidePage('/xx/zaloguj/')).toEqual({ kind: 'notFound', language: 'pl' });
    expect(decidePage('/nie-ma-takiej-strony')).toEqual({ kind: 'notFound', language: 'pl' });
  });
});

describe('sitePagePatterns (the table a CloudFront Function embeds)', () => {
  it('chooses the route matchPath chooses, for every route in every language and both slash forms', () => {
    for (const language of languages) {
      for (const key of routeKeys) {
        const path = pathFor(key, language, exampleParams(key));
        const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        for (const candidate of [path, other || '/']) {
          const expected = matchPath(candidate);
          const found = firstMatch(candidate);
          expect({ key: found?.key, language: found?.language }, candidate).toEqual({
            key: expected?.key,
            language: expected?.language,
          });
          expect(found?.kind).toBe(decidePage(candidate).kind);
        }
      }
    }
  });

  it('matches nothing where matchPath finds no route', () => {
    for (const path of [
      '/en/zaloguj/',
      '/xx/o-nas/',
      '/produkt/only-id',
      '/Aktualnosci/2024/13/x/y',
      '/assets',
    ]) {
      expect(matchPath(path), path).toBeUndefined();
      expect(firstMatch(path), path).toBeUndefined();
    }
  });

  it('is plain data: strings only, so it can be embedded as JSON', () => {
    expect(JSON.parse(JSON.stringify(sitePagePatterns()))).toEqual(sitePagePatterns());
  });
});
