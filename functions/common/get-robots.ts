import type { Route } from '../lib/http/http-handler';
import { text } from '../lib/http/reply';
import { siteOrigin } from './site-origin';

// Private areas (account, basket, checkout, sign-in) are not for crawlers; the localized paths of
// other languages join this list with the route table.
const disallowed = ['/api/', '/ustawienia-konta/', '/koszyk/', '/zamowienie/', '/zaloguj/', '/rejestracja/'];

export const getRobots: Route = async ({ event }) =>
  text(
    [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteOrigin(event)}/sitemap.xml`,
      '',
    ].join('\n'),
    'text/plain; charset=utf-8',
    { 'cache-control': 'public, max-age=3600' },
  );
