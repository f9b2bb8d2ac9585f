import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

// The site's Content-Security-Policy allows only our own scripts and
// sends the buyer to the payment provider's origin alone, for the redirect to its hosted page.

const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const onAws = directivesOf(
  contentSecurityPolicy({
    connectOrigins: ['https://cognito-idp.eu-central-1.amazonaws.com', 'wss://live.example'],
    paymentOrigin: 'https://secure.przelewy24.pl',
  }),
);
const locally = directivesOf(
  contentSecurityPolicy({ connectOrigins: ['ws://127.0.0.1:4001'], paymentOrigin: 'http://127.0.0.1:4010' }),
);

describe('the site Content-Security-Policy', () => {
  it('lists exactly the declared directives and origins', () => {
    expect(onAws).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://cognito-idp.eu-central-1.amazonaws.com', 'wss://live.example'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", 'https://secure.przelewy24.pl'],
      'frame-ancestors': ["'none'"],
    });
  });

  it('runs scripts from our origin only: the provider gets no script, frame or connection', () => {
    for (const policy of [onAws, locally]) {
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toBeUndefined();
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(JSON.stringify(policy['connect-src'])).not.toMatch(/przelewy24|4010/);
    }
  });

  it('sends forms to the provider origin the configuration names: the sandbox when running locally', () => {
    expect(locally['form-action']).toEqual(["'self'", 'http://127.0.0.1:4010']);
  });

  it('names the provider by its origin alone, whatever path its endpoint has', () => {
    const policy = contentSecurityPolicy({
      connectOrigins: [],
      paymentOrigin: 'https://sandbox.przelewy24.pl/api/v1',
    });
    expect(directivesOf(policy)['form-action']).toEqual(["'self'", 'https://sandbox.przelewy24.pl']);
  });
});
