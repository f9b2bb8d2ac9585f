import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

/**
 * A CloudFront response-headers policy carrying exactly the given headers (infra/security-headers.ts):
 * the ones CloudFront names as security headers in their own fields, the rest as custom headers.
 * Each overrides what an origin sent.
 */
export function responseHeadersBehavior(
  headers: Record<string, string>,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff')
          throw new Error(`CloudFront sends X-Content-Type-Options: nosniff only, not ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = {
          frameOption: value.toUpperCase() as cloudfront.HeadersFrameOption,
          override: true,
        };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: value as cloudfront.HeadersReferrerPolicy,
          override: true,
        };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = strictTransportSecurity(value);
        break;
      default:
        custom.push({ header, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    customHeadersBehavior: custom.length ? { customHeaders: custom } : undefined,
  };
}

/** `max-age=63072000; includeSubDomains; preload` → CloudFront's fields. */
function strictTransportSecurity(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const parts = value.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = Number(parts.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
  if (!Number.isInteger(maxAge)) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(maxAge),
    includeSubdomains: parts.includes('includesubdomains'),
    preload: parts.includes('preload'),
    override: true,
  };
}
