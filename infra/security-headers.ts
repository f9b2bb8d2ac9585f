// The one declaration of the browser-hardening headers: the local site server sends them on every
// page and file, and the CloudFront response-headers policy is built from the same values. The API's
// headers are declared where every API reply is made (functions/lib/http/reply.ts, so the handlers
// send them on AWS and locally alike) and re-exported here.

export { originSecretHeader } from '#functions/lib/http/origin-check';
export { apiSecurityHeaders } from '#functions/lib/http/reply';

export interface SiteHeaderOptions {
  /**
   * Origins the site's scripts call besides its own: Cognito (on AWS
   * `https://cognito-idp.<region>.amazonaws.com`; locally the proxy under `/_local`, same origin) and
   * the live-status WebSocket (on AWS the WebSocket API's `wss://` URL; locally `ws://127.0.0.1:<port>`).
   */
  connectOrigins: readonly string[];
  /**
   * The payment provider's origin: Przelewy24's (`PRZELEWY24_ENDPOINT`, on AWS
   * `https://secure.przelewy24.pl`; locally the sandbox's `http://127.0.0.1:<port>`). The only place
   * outside our origin a page may send the buyer by a form: the redirect to the provider's hosted
   * payment page, where the card, BLIK code and Google Pay are entered (PCI DSS SAQ A). Nothing of it is
   * loaded into our pages: no script, frame or connection.
   */
  paymentOrigin: string;
}

/**
 * Every directive the site needs and nothing more. The page scripts it allows are inventoried, each
 * with its reason, in web/README.md ("Page scripts"), as the SAQ A script criterion asks.
 */
export const contentSecurityPolicy = ({ connectOrigins, paymentOrigin }: SiteHeaderOptions): string =>
  [
    "default-src 'self'",
    // Scripts only from our origin: the pre-rendered state is `<script type="application/json">` and
    // the product's JSON-LD `application/ld+json`, both data; the build emits no inline script (the
    // boot timeout is web/public/boot-timeout.js). test/e2e/catalogue checks pages for violations.
    "script-src 'self'",
    // The build's CSS files only; React renders no style="" attribute into the pre-rendered HTML.
    "style-src 'self'",
    // Pictures, the logo's favicon.svg: all ours.
    "img-src 'self'",
    "font-src 'self'",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    // Google Pay, the card form and BLIK are on the provider's page, so no frame-src or connect-src
    // names it; a form may only post to us or send the buyer there.
    `form-action 'self' ${new URL(paymentOrigin).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');

/** Header name → value for every page and file of the site. */
export const siteSecurityHeaders = (options: SiteHeaderOptions): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(options),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Browsers ignore it over plain http (the local site); on AWS two years, subdomains included.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
});
