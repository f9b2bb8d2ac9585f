import { describe, expect, it } from 'vitest';
import {
  api,
  edgeCachedPathPatterns,
  edgeCachedRoutes,
  matchesPathPattern,
  pathPatternOf,
} from '#infra/wiring';
import { pathsOverlap } from './path-overlap';
import { type Props, synthShop } from './synth';

// The API reads kept at the edge (`edgeCached` in the wiring): which routes may be, that CloudFront's
// path patterns of them take no other route (one needing a token or a cookie, or another method, would
// lose them or get another visitor's reply), and the distribution's behaviours of them: keyed by path
// and query string alone, so no cache key of the distribution holds the Authorization header or a cookie.

const routes = api.flatMap(({ routes }) => routes);
const patterns = edgeCachedPathPatterns();
/** The catch-all answering 404 `route_not_found` to anyone: a path no route has may fall in a pattern. */
const catchAll = '/api/{proxy+}';

describe('the edge-cached routes', () => {
  it('are public GET routes with no per-client limit', () => {
    expect(edgeCachedRoutes().length).toBeGreaterThan(0);
    for (const route of edgeCachedRoutes()) {
      expect(route, route.path).toMatchObject({ method: 'GET', access: 'public' });
      expect(route.throttle ?? route.sendsMail, route.path).toBeUndefined();
    }
  });

  it('each falls in its path pattern, and no pattern takes a path of any other route, whatever its parameters', () => {
    for (const route of edgeCachedRoutes()) {
      const example = route.path.replace(/\{[^{}]+\}/g, 'x-1');
      expect(matchesPathPattern(pathPatternOf(route.path), example), route.path).toBe(true);
    }
    const others = routes.filter((route) => !route.edgeCached && route.path !== catchAll);
    for (const pattern of patterns) {
      for (const route of others) {
        expect(pathsOverlap(pattern, route.path), `${pattern} takes ${route.method} ${route.path}`).toBe(
          false,
        );
      }
    }
  });

  it('are told apart from the routes beside them exactly (the check above can fail)', () => {
    expect(pathsOverlap('/api/cms/products*', '/api/cms/products/{id}/ratings/mine')).toBe(true);
    expect(pathsOverlap('/api/cms/products/*', '/api/cms/products/{id}/ratings')).toBe(true);
    expect(pathsOverlap('/api/*/sitemaps/*', '/api/content/articles/{language}/{link}')).toBe(true);
    expect(pathsOverlap('/api/cms/pages/*', '/api/pages/{proxy+}')).toBe(false);
    expect(pathsOverlap('/api/cms/home', '/api/cms/home/{id}')).toBe(false);
    expect(pathsOverlap('/api/cms/?ome', '/api/cms/{key}')).toBe(true);
  });
});

describe('the distribution', () => {
  const { stateless } = synthShop();
  const [distribution] = Object.values(stateless.findResources('AWS::CloudFront::Distribution')) as Props[];
  const config = distribution?.Properties.DistributionConfig;
  const behaviours: Props[] = config.CacheBehaviors;
  const behaviour = (pattern: string) => behaviours.find((b) => b.PathPattern === pattern) as Props;
  const policies = stateless.findResources('AWS::CloudFront::CachePolicy') as Record<string, Props>;
  const requestPolicies = stateless.findResources('AWS::CloudFront::OriginRequestPolicy') as Record<
    string,
    Props
  >;
  const managed = {
    cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
    cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  };

  it('sends each edge-cached path to the API, before `/api/*`, GET and HEAD only, with what `/api/*` has besides the cache', () => {
    const apiBehaviour = behaviour('/api/*');
    for (const pattern of patterns) {
      expect(behaviours.indexOf(behaviour(pattern)), pattern).toBeLessThan(behaviours.indexOf(apiBehaviour));
      expect(behaviour(pattern), pattern).toMatchObject({
        TargetOriginId: apiBehaviour.TargetOriginId,
        AllowedMethods: ['GET', 'HEAD'],
        CachePolicyId: { Ref: expect.stringMatching(/PublicReplyCache/) },
        OriginRequestPolicyId: { Ref: expect.stringMatching(/PublicReplyRequest/) },
        ResponseHeadersPolicyId: apiBehaviour.ResponseHeadersPolicyId,
        FunctionAssociations: apiBehaviour.FunctionAssociations,
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: true,
      });
    }
    // `/api/*` itself stays uncached, with every method.
    expect(apiBehaviour.CachePolicyId).toBe(managed.cachingDisabled);
  });

  it('keeps a public reply by its path and query string, never a cookie or the Authorization header, for as long as it says, and sends the origin nothing of the visitor', () => {
    const [, policy] = Object.entries(policies).find(([id]) => /PublicReplyCache/.test(id)) as [
      string,
      Props,
    ];
    const { ParametersInCacheKeyAndForwardedToOrigin: key, ...ttl } = policy.Properties.CachePolicyConfig;
    expect(key).toEqual({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    // A minimum of 0: the reply's own `private`, `no-store`, `no-cache` or `max-age` decides.
    expect(ttl).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
    const [, request] = Object.entries(requestPolicies).find(([id]) => /PublicReplyRequest/.test(id)) as [
      string,
      Props,
    ];
    expect(request.Properties.OriginRequestPolicyConfig).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it('has no cache key anywhere that holds a header or a cookie: the site is CachingOptimized, `/api/*` uncached', () => {
    for (const b of [config.DefaultCacheBehavior, ...behaviours]) {
      const id = b.CachePolicyId;
      if (typeof id === 'string') {
        expect(Object.values(managed), b.PathPattern).toContain(id);
        continue;
      }
      const key = policies[id.Ref]?.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.HeadersConfig.HeaderBehavior, b.PathPattern).toBe('none');
      expect(key.CookiesConfig.CookieBehavior, b.PathPattern).toBe('none');
    }
    expect(config.DefaultCacheBehavior.CachePolicyId).toBe(managed.cachingOptimized);
  });

  // The quota page says 75 today; 25 was the default for years, and the shop keeps to it.
  it('has at most 25 cache behaviours, the default one among them', () => {
    expect(behaviours.length + 1).toBeLessThanOrEqual(25);
  });
});
