import { languages } from '#shared/locale';
import { privateRouteKeys, routes } from '#shared/routes';
import type { Route } from '../lib/http/http-handler';
import { text } from '../lib/http/reply';
import { siteOrigin } from '../lib/http/site-origin';

/** Private areas (account, basket, checkout, sign-in, payments) in every language, up to their first parameter. */
const disallowed = [
  '/api/',
  ...new Set(
    privateRouteKeys.flatMap((key) =>
      languages.map((language) => {
        const template = routes[key][language].split(':')[0] ?? '';
        return language === 'pl' ? template : `/${language}${template}`;
      }),
    ),
  ),
];

export const getRobots: Route = async () =>
  text(
    [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteOrigin()}/sitemap.xml`,
      '',
    ].join('\n'),
    'text/plain; charset=utf-8',
    { 'cache-control': 'public, max-age=3600' },
  );
