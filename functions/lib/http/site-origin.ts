import { config } from '../config';

/**
 * The shop's public origin, as configured (`SITE_ORIGIN`), without a trailing slash. Never taken from
 * the request's `Host` or `X-Forwarded-*` headers: a caller could otherwise write any host into the
 * sitemaps and robots.txt that crawlers and caches keep.
 */
export const siteOrigin = (): string => config('site').SITE_ORIGIN.replace(/\/+$/, '');
