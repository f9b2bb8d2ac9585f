import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

// The API answers only requests that came through the shop's front door: CloudFront (on AWS) or the
// local site server adds this header with the shared secret `ORIGIN_SECRET`, and overwrites one a
// caller sent. Whoever calls the API's own domain directly, skipping the distribution and its WAF,
// is refused. Without `ORIGIN_SECRET` (unit tests that call a handler directly) nothing is checked.

export const originSecretHeader = 'x-origin-secret';

export const cameThroughFrontDoor = (event: APIGatewayProxyEventV2, secret: string | undefined): boolean => {
  if (!secret) return true;
  const sent = Buffer.from(event.headers[originSecretHeader] ?? '');
  const expected = Buffer.from(secret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};
