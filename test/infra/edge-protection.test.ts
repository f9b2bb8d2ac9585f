import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/cdk/shop-function';
import { pathPattern } from '#infra/cdk/web-acl';
import * as wiring from '#infra/wiring';
import { errorCatalogue } from '#shared/errors';
import { functionByEntry, type Props, shopApp, synthShop } from './synth';

// Edge protection on AWS: the WAF on the distribution, TLS 1.2 at least, the security
// headers, no way around CloudFront to the HTTP API, reserved concurrency for sign-in.

const { stateful, stateless } = synthShop();
const edge = Template.fromStack(shopApp().node.findChild('Shop-Edge') as Stack);
const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Props };
const one = (template: Template, type: string): Props => {
  const found = Object.values(template.findResources(type)) as { Properties: Props }[];
  expect(found, type).toHaveLength(1);
  return (found[0] as { Properties: Props }).Properties;
};
const distribution = one(stateless, 'AWS::CloudFront::Distribution').DistributionConfig;

describe('the web ACL of the distribution', () => {
  const acl = one(edge, 'AWS::WAFv2::WebACL');
  const rule = (name: string): Props => acl.Rules.find((r: Props) => r.Name === name);

  it('lives in us-east-1 with CLOUDFRONT scope and guards the distribution', () => {
    expect((shopApp().node.findChild('Shop-Edge') as Stack).region).toBe('us-east-1');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(distribution.WebACLId['Fn::GetStackOutput']).toMatchObject({
      StackName: 'Shop-Edge',
      Region: 'us-east-1',
    });
  });

  it('limits each IP on the routes that send mail to mailLimits.perIp', () => {
    const statement = rule('mail-routes-per-ip').Statement.RateBasedStatement;
    expect(statement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: wiring.mailLimits.perIp.requests,
      EvaluationWindowSec: wiring.mailLimits.perIp.windowSeconds,
    });
    const mailRoutes = wiring.api.flatMap((g) => g.routes.filter((r) => r.sendsMail));
    expect(mailRoutes.length).toBeGreaterThan(1);
    const scoped = statement.ScopeDownStatement.OrStatement.Statements.map((s: Props) => {
      const [method, path] = s.AndStatement.Statements;
      return `${method.ByteMatchStatement.SearchString} ${path.RegexMatchStatement.RegexString}`;
    });
    expect(scoped.sort()).toEqual(mailRoutes.map((r) => `${r.method} ${pathPattern(r.path)}`).sort());
  });

  it('limits each client on the attempt routes per IP and path, a minute of attemptThrottle', () => {
    const statement = rule('attempt-routes-per-client').Statement.RateBasedStatement;
    expect(statement).toMatchObject({
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ IP: {} }, { UriPath: { TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
      Limit: wiring.attemptThrottle.rate * 60,
      EvaluationWindowSec: 60,
    });
    const attemptRoutes = wiring.api.flatMap((g) => g.routes.filter((r) => r.throttle));
    const scoped = statement.ScopeDownStatement.OrStatement.Statements.map((s: Props) => {
      const [method, path] = s.AndStatement.Statements;
      return `${method.ByteMatchStatement.SearchString} ${path.RegexMatchStatement.RegexString}`;
    });
    expect(scoped.sort()).toEqual(attemptRoutes.map((r) => `${r.method} ${pathPattern(r.path)}`).sort());
  });

  it('matches a route path template as a whole path', () => {
    const pattern = new RegExp(pathPattern('/api/cms/products/{id}/delivery-time-questions'));
    expect(pattern.test('/api/cms/products/p-1/delivery-time-questions')).toBe(true);
    expect(pattern.test('/api/cms/products/a/b/delivery-time-questions')).toBe(false);
    expect(pattern.test('/api/cms/products/p-1/delivery-time-questions/x')).toBe(false);
  });

  it('limits every IP on the whole site to siteLimits.perIp', () => {
    expect(rule('site-per-ip').Statement.RateBasedStatement).toEqual({
      AggregateKeyType: 'IP',
      Limit: wiring.siteLimits.perIp.requests,
      EvaluationWindowSec: wiring.siteLimits.perIp.windowSeconds,
    });
  });

  it('refuses over a limit with 429, Retry-After and our error body', () => {
    for (const [name, limit] of [
      ['mail-routes-per-ip', wiring.mailLimits.perIp],
      ['attempt-routes-per-client', wiring.perClientWindow(wiring.attemptThrottle)],
      ['site-per-ip', wiring.siteLimits.perIp],
    ] as const) {
      const response = rule(name).Action.Block.CustomResponse;
      expect(response.ResponseCode).toBe(429);
      expect(response.ResponseHeaders).toEqual([{ Name: 'Retry-After', Value: String(limit.windowSeconds) }]);
      const body = acl.CustomResponseBodies[response.CustomResponseBodyKey];
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({
        code: 'too_many_requests',
        type: 'throttled',
        message: errorCatalogue.too_many_requests.message,
      });
    }
  });

  it("applies AWS's common and known-bad-inputs rule groups", () => {
    for (const name of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rule(name).Statement.ManagedRuleGroupStatement).toEqual({ VendorName: 'AWS', Name: name });
      expect(rule(name).OverrideAction).toEqual({ None: {} });
    }
  });
});

describe('TLS and the way in', () => {
  it('serves the site on its own host name with TLS 1.2 at least', () => {
    expect(distribution.Aliases).toEqual([new URL(context['shop:siteOrigin']).host]);
    expect(distribution.ViewerCertificate).toEqual({
      AcmCertificateArn: context['shop:siteCertificateArn'],
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('disables the execute-api endpoint: the HTTP API answers only on its domain, behind CloudFront', () => {
    const api = Object.values(
      stateless.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }),
    );
    expect(api.map((a) => (a as { Properties: Props }).Properties.DisableExecuteApiEndpoint)).toEqual([true]);
    expect(one(stateless, 'AWS::ApiGatewayV2::DomainName')).toEqual({
      DomainName: context['shop:apiDomain'],
      DomainNameConfigurations: [
        {
          CertificateArn: context['shop:apiCertificateArn'],
          EndpointType: 'REGIONAL',
          SecurityPolicy: 'TLS_1_2',
        },
      ],
    });
    expect(one(stateless, 'AWS::ApiGatewayV2::ApiMapping')).toMatchObject({ Stage: '$default' });
    const apiBehaviour = distribution.CacheBehaviors.find((b: Props) => b.PathPattern === '/api/*');
    const origin = distribution.Origins.find((o: Props) => o.Id === apiBehaviour.TargetOriginId);
    expect(origin.DomainName).toBe(context['shop:apiDomain']);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });
});

describe('security headers on every answer of the distribution', () => {
  const [policyId, policy] = Object.entries(
    stateless.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  )[0] as [string, { Properties: Props }];
  const config = policy.Properties.ResponseHeadersPolicyConfig;
  const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);

  it('sends the CSP of infra/security-headers.ts, connecting to Cognito and the live WebSocket only', () => {
    expect(csp).toContain("default-src 'self'; script-src 'self'; style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain('wss://');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends the hardening headers, overriding what an origin sent', () => {
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([
      expect.objectContaining({ Header: 'Permissions-Policy', Override: true }),
    ]);
  });

  it('applies to the site and the API alike', () => {
    for (const behaviour of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });
});

describe('sign-in cannot be starved', () => {
  it.each(Object.entries(wiring.cognitoTriggers))(
    'the %s trigger has its reserved concurrency',
    (_, decl) => {
      expect(decl.reservedConcurrency).toBeGreaterThan(0);
      const { resource } = functionByEntry(stateful, decl.entry);
      expect(resource.Properties.ReservedConcurrentExecutions).toBe(decl.reservedConcurrency);
    },
  );
});
