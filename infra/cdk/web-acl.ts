import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { errorBodyOf } from '#shared/errors';
import { api, attemptThrottle, mailLimits, perClientWindow, type RouteDecl, siteLimits } from '../wiring';

/** `/api/cms/products/{id}/x` → a regular expression of the whole path (`{proxy+}`: the rest). */
export const pathPattern = (path: string): string =>
  `^${path.replace(/\{proxy\+\}/g, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const textUnchanged = [{ priority: 0, type: 'NONE' }];

/** One declared route: its method and its path pattern. */
const routeStatement = (route: RouteDecl): wafv2.CfnWebACL.StatementProperty => ({
  andStatement: {
    statements: [
      {
        byteMatchStatement: {
          fieldToMatch: { method: {} },
          positionalConstraint: 'EXACTLY',
          searchString: route.method,
          textTransformations: textUnchanged,
        },
      },
      {
        regexMatchStatement: {
          fieldToMatch: { uriPath: {} },
          regexString: pathPattern(route.path),
          textTransformations: textUnchanged,
        },
      },
    ],
  },
});

const tooManyRequestsBody = 'TooManyRequests';
/**
 * What a rate-based rule counts by: the caller's IP, or (`perPath`) the caller's IP and the request's
 * path, so one client trying one code route does not use up her limit on another.
 */
const aggregation = (perPath: boolean) =>
  perPath
    ? {
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [{ ip: {} }, { uriPath: { textTransformations: textUnchanged } }],
      }
    : { aggregateKeyType: 'IP' };

/** A per-client rate-based rule; a refusal is 429 with our error body and `Retry-After: <window>`. */
const rateRule = (
  name: string,
  priority: number,
  limit: { requests: number; windowSeconds: number },
  scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
  perPath = false,
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: {
    rateBasedStatement: {
      ...aggregation(perPath),
      limit: limit.requests,
      evaluationWindowSec: limit.windowSeconds,
      scopeDownStatement,
    },
  },
  action: {
    block: {
      customResponse: {
        responseCode: 429,
        customResponseBodyKey: tooManyRequestsBody,
        responseHeaders: [{ name: 'Retry-After', value: String(limit.windowSeconds) }],
      },
    },
  },
  visibilityConfig: visibility(name),
});

const managedRule = (name: string, priority: number): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

/**
 * The distribution's AWS WAF web ACL (CLOUDFRONT scope, so it lives in us-east-1), declared from the
 * wiring: `mailLimits.perIp` on the routes that send mail, the attempt routes' throttle per IP and path
 * (`perClientWindow`), `siteLimits.perIp` on everything, then AWS's common and known-bad-inputs rule
 * groups. Every limit counts per client: none is a bucket all callers share.
 */
export class ShopWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const mailRoutes = api.flatMap((group) => group.routes.filter((route) => route.sendsMail));
    const attemptRoutes = api.flatMap((group) => group.routes.filter((route) => route.throttle));
    if (attemptRoutes.some((route) => route.throttle !== attemptThrottle))
      throw new Error('a throttled route other than attemptThrottle needs a WAF rule of its own');
    const oneOf = (statements: wafv2.CfnWebACL.StatementProperty[]) =>
      statements.length === 1 ? statements[0] : { orStatement: { statements } };
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: 'shop',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      // The API's error shape (shared/errors.ts), so the site reads a WAF refusal like any other.
      customResponseBodies: {
        [tooManyRequestsBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify(errorBodyOf('too_many_requests')),
        },
      },
      rules: [
        rateRule('mail-routes-per-ip', 0, mailLimits.perIp, oneOf(mailRoutes.map(routeStatement))),
        rateRule(
          'attempt-routes-per-client',
          1,
          perClientWindow(attemptThrottle),
          oneOf(attemptRoutes.map(routeStatement)),
          true,
        ),
        rateRule('site-per-ip', 2, siteLimits.perIp),
        managedRule('AWSManagedRulesCommonRuleSet', 3),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
      visibilityConfig: visibility('shop'),
    });
  }
}
