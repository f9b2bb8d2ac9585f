import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  notFoundKey,
  pageRoutingCode,
  pageRoutingEntries,
  renderedPageCode,
  renderedPathPatterns,
} from '#infra/cdk/page-routing';
import { matchesPathPattern } from '#infra/wiring';
import { languages } from '#shared/locale';
import { pageKey } from '#shared/page-key';
import { decidePage, renderedPagesApi } from '#shared/page-kind';
import { pathFor, type RouteKey, routeKeys, routeParamNames } from '#shared/routes';
import { type Props, synthShop } from './synth';

// Page routing on AWS: the distribution's viewer-request function, run in node against its
// key-value store the way CloudFront runs it, decides every path as the local site server does.

const entries = pageRoutingEntries();
const store = new Map(entries.map(({ key, value }) => [key, value]));
const context = createContext({
  cf: {
    kvs: () => ({
      get: async (key: string) => {
        const value = store.get(key);
        if (value === undefined) throw new Error(`key ${key} not found`);
        return value;
      },
    }),
  },
});
// CloudFront's runtime provides the `cloudfront` module; here the context above stands in for it.
runInContext(pageRoutingCode.replace("import cf from 'cloudfront';", ''), context);
const route = async (uri: string): Promise<string> => {
  const request = await (context.handler as (e: Props) => Promise<Props>)({ request: { uri, headers: {} } });
  return request.uri;
};

const sample: Record<string, string> = { year: '2024', month: '5' };
const exampleParams = (key: RouteKey) =>
  Object.fromEntries(routeParamNames(key).map((name) => [name, sample[name] ?? 'x-1']));
/** What the function should ask S3 for, by the shared decision. */
const expected = (path: string): string => {
  const decision = decidePage(path);
  if (decision.kind === 'notFound') return notFoundKey;
  if (decision.kind === 'shell') return '/app.html';
  return `/${pageKey(path.replace(/^\/pl(?=\/|$)/, ''))}`;
};

describe('the page routing function', () => {
  it('decides every route of every language, in both slash forms, as decidePage does', async () => {
    for (const language of languages) {
      for (const key of routeKeys) {
        const path = pathFor(key, language, exampleParams(key));
        const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        for (const uri of [path, other || '/']) {
          // A page rendered per request has a behaviour of its own (below): the function never sees it.
          if (decidePage(uri).kind !== 'rendered') expect(await route(uri), uri).toBe(expected(uri));
        }
      }
    }
  });

  it.each([
    ['/', '/index.html'],
    ['/pl/o-nas/', '/o-nas/index.html'],
    ['/en/about-us', '/en/about-us/index.html'],
    ['/koszyk/', '/koszyk/index.html'],
    ['/zamowienie/', '/app.html'],
    ['/en/sign-in/', '/app.html'],
    // A product that was never published has no page: S3's miss becomes the 404 page.
    ['/produkt/nie-ma-takiego-produktu/x', '/produkt/nie-ma-takiego-produktu/x/index.html'],
    ['/en/zaloguj/', notFoundKey],
    ['/xx/o-nas/', notFoundKey],
    ['/nie-ma-takiej-strony', notFoundKey],
    ['/produkt/only-id', notFoundKey],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
  ])('%s → %s', async (uri, key) => {
    expect(await route(uri)).toBe(key);
  });

  it('fits CloudFront: code under 10 KB, keys under 512 bytes, values under 1 KB', () => {
    expect(Buffer.byteLength(pageRoutingCode)).toBeLessThan(10 * 1024);
    for (const { key, value } of entries) {
      expect(Buffer.byteLength(key), key).toBeLessThanOrEqual(512);
      expect(Buffer.byteLength(value), key).toBeLessThanOrEqual(1024);
    }
  });
});

describe('the behaviours of pages rendered per request', () => {
  const patterns = renderedPathPatterns();
  const renderedBy = (uri: string) => patterns.some((pattern) => matchesPathPattern(pattern, uri));

  it('take every path of a rendered page, in both slash forms and with /pl, and no path of another page', () => {
    for (const language of languages) {
      for (const key of routeKeys) {
        const path = pathFor(key, language, exampleParams(key));
        const forms = [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`, `/pl${path}`];
        for (const uri of forms.filter((form) => form !== '' && decidePage(form).kind !== 'notFound'))
          expect(renderedBy(uri), uri).toBe(decidePage(uri).kind === 'rendered');
      }
    }
    expect(renderedBy('/szukaj/')).toBe(true);
    expect(renderedBy('/en/search')).toBe(true);
  });

  it('send the path, with its query, to the pages group', () => {
    const context = createContext({});
    runInContext(renderedPageCode, context);
    const request = { uri: '/en/search/', querystring: { q: { value: 'laptop' } } };
    expect((context.handler as (e: Props) => Props)({ request })).toEqual({
      ...request,
      uri: `${renderedPagesApi}/en/search/`,
    });
  });
});

describe('the distribution', () => {
  const { stateless } = synthShop();
  const [, distribution] = Object.entries(stateless.findResources('AWS::CloudFront::Distribution'))[0] as [
    string,
    { Properties: Props },
  ];
  const config = distribution.Properties.DistributionConfig;

  it('runs the function with its key-value store on every site request', () => {
    const [functionId, fn] = Object.entries(stateless.findResources('AWS::CloudFront::Function')).find(
      ([, f]) => f.Properties.FunctionCode === pageRoutingCode,
    ) as [string, { Properties: Props }];
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const [storeId, store] = Object.entries(stateless.findResources('AWS::CloudFront::KeyValueStore'))[0] as [
      string,
      { Properties: Props },
    ];
    expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([
      { KeyValueStoreARN: { 'Fn::GetAtt': [storeId, 'Arn'] } },
    ]);
    expect(store.Properties.ImportSource).toBeDefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  // The cache and origin request policies they share with the edge-cached API reads: edge-cache.test.ts.
  it("sends each rendered page's paths to the API through the rewriting function, kept by path and query alone", () => {
    const [functionId] = Object.entries(stateless.findResources('AWS::CloudFront::Function')).find(
      ([, f]) => f.Properties.FunctionCode === renderedPageCode,
    ) as [string, unknown];
    const api = config.CacheBehaviors.find((b: Props) => b.PathPattern === '/api/*');
    for (const pattern of renderedPathPatterns()) {
      const behaviour = config.CacheBehaviors.find((b: Props) => b.PathPattern === pattern);
      expect(behaviour, pattern).toMatchObject({
        TargetOriginId: api.TargetOriginId,
        CachePolicyId: { Ref: expect.stringMatching(/^.*PublicReplyCache/) },
        OriginRequestPolicyId: { Ref: expect.stringMatching(/^.*PublicReplyRequest/) },
        AllowedMethods: ['GET', 'HEAD'],
        FunctionAssociations: [
          { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
        ],
      });
    }
  });

  it("answers a miss in the site bucket (S3's 403 behind OAC) with the noindex 404 page and 404", () => {
    expect(config.CustomErrorResponses).toContainEqual(
      expect.objectContaining({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404/index.html' }),
    );
  });
});
