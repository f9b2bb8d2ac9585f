/** The catalogue routes' shared and pre-rendered replies may be cached briefly by browsers and the CDN. */
export const catalogueCache = { 'cache-control': 'public, max-age=300' };

/**
 * Replies showing products' figures (ratings, availability, prices), which follow a change within
 * seconds: a browser asks again each time (the function's memo answers a repeat).
 */
export const figuresCache = { 'cache-control': 'no-cache' };
