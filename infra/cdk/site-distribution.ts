import { createHash } from 'node:crypto';
import { Annotations, Duration } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { originSecretHeader } from '../security-headers';
import { edgeCachedPathPatterns } from '../wiring';
import { acknowledge } from './acknowledge';
import { pageRoutingCode, pageRoutingEntries, renderedPageCode, renderedPathPatterns } from './page-routing';
import { responseHeadersBehavior } from './response-headers';

export interface SiteDistributionProps {
  /** The site bucket, imported: its policy (stateful stack) already admits this account's distributions. */
  siteBucket: IBucket;
  /** The HTTP API's custom domain name (its `execute-api` endpoint is disabled). */
  apiDomain: string;
  /** The site's host name (of `shop:siteOrigin`) and its ACM certificate in us-east-1 (`shop:siteCertificateArn`). */
  domain: { name: string; certificateArn: string };
  /** The web ACL (edge stack, us-east-1). */
  webAclArn: string;
  /** Standard logging goes to `cloudfront/` in this bucket. */
  logsBucket: IBucket;
  /** Header name → value on every answer (infra/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** Sent to the API origin in `x-origin-secret` (a Secrets Manager dynamic reference). */
  originSecret: string;
}

// Crawlers ask the site root for robots.txt and sitemap.xml; the common group serves them at
// /api/common/robots.txt and /api/common/sitemap.xml. Public URLs come from SITE_ORIGIN, never from
// the request's host.
const apiRequest = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/api/') !== 0) request.uri = '/api/common' + request.uri;
  return request;
}`;

/**
 * CloudFront in front of everything: the site from S3, `/api/*` (and robots/sitemaps) from the HTTP API,
 * its edge-cached reads and the pages rendered per request kept by path and query string.
 */
export class SiteDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The stateful stack grants this account's distributions read access to the site bucket.",
    );
    const viewerRequest = (
      name: string,
      code: string,
      keyValueStore?: cloudfront.IKeyValueStore,
    ): cloudfront.FunctionAssociation => ({
      eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      function: new cloudfront.Function(this, name, {
        code: cloudfront.FunctionCode.fromInline(code),
        runtime: cloudfront.FunctionRuntime.JS_2_0,
        keyValueStore,
      }),
    });
    // A store imports its data only when created: a new name (the data's hash) replaces it on change.
    const pages = JSON.stringify({ data: pageRoutingEntries() });
    const pageRoutes = new cloudfront.KeyValueStore(this, 'PageRoutes', {
      keyValueStoreName: `shop-pages-${createHash('sha256').update(pages).digest('hex').slice(0, 12)}`,
      comment: 'Route patterns of the site per language and first segment (infra/cdk/page-routing.ts)',
      source: cloudfront.ImportSource.fromInline(pages),
    });
    const secure = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
        comment: 'shop: CSP and hardening headers of infra/security-headers.ts',
        ...responseHeadersBehavior(props.securityHeaders),
      }),
      compress: true,
    };
    const api = {
      ...secure,
      origin: new HttpOrigin(props.apiDomain, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        // Overwrites one a viewer sent; the functions refuse requests without it (lib/http/origin-check.ts).
        customHeaders: { [originSecretHeader]: props.originSecret },
      }),
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Everything but Host (API Gateway routes on its own host name), Authorization included.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [viewerRequest('ApiRequest', apiRequest)],
    };
    const crawlerDocument = { ...api, allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD };
    // Replies the same for every visitor (the API's edge-cached reads, the pages rendered per request):
    // kept as long as they say (`s-maxage`, else `max-age`; with a minimum TTL of 0 a `private`,
    // `no-store` or `no-cache` one is not kept), at most 5 minutes, by path and query string alone: no
    // cookie or header (Authorization among them) is in the key or reaches the origin.
    const publicReply = {
      ...api,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new cloudfront.CachePolicy(this, 'PublicReplyCache', {
        comment:
          'shop: replies the same for every visitor, by path and query string, for as long as they say',
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.minutes(5),
        enableAcceptEncodingBrotli: true,
        enableAcceptEncodingGzip: true,
      }),
      originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'PublicReplyRequest', {
        comment: 'shop: a reply the same for every visitor gets its query string, nothing of the visitor',
        queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
        headerBehavior: cloudfront.OriginRequestHeaderBehavior.none(),
        cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
      }),
    };
    // Pages rendered per request (the search, its results in the HTML): the pages group renders them.
    const renderedPage = {
      ...publicReply,
      functionAssociations: [viewerRequest('RenderedPage', renderedPageCode)],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'shop site and API',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // Only with a certificate of our own can CloudFront refuse TLS below 1.2.
      domainNames: [props.domain.name],
      certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...secure,
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [viewerRequest('PageRouting', pageRoutingCode, pageRoutes)],
      },
      // Compared in this order: the edge-cached API reads (the wiring's `edgeCached` routes) before `/api/*`.
      additionalBehaviors: {
        ...Object.fromEntries(edgeCachedPathPatterns().map((pattern) => [pattern, publicReply])),
        '/api/*': { ...api, allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL },
        '/robots.txt': crawlerDocument,
        '/sitemap*.xml': crawlerDocument,
        ...Object.fromEntries(renderedPathPatterns().map((pattern) => [pattern, renderedPage])),
      },
      // A missing object behind OAC is a 403 from S3 (no ListBucket). Error responses apply to every
      // origin, so 404 is deliberately not mapped: the API's JSON 404s must reach the client intact.
      errorResponses: [
        {
          httpStatus: 403,
          responseHttpStatus: 404,
          responsePagePath: '/404/index.html',
          ttl: Duration.minutes(1),
        },
      ],
    });
    acknowledge(
      this.distribution,
      'CFR1',
      'The shop sells to customers in many countries; no geo restriction.',
    );
  }
}
