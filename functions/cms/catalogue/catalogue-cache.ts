/** The catalogue routes' shared and pre-rendered replies may be cached briefly by browsers and the CDN. */
export const catalogueCache = { 'cache-control': 'public, max-age=300' };
