import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { cameThroughFrontDoor, originSecretHeader } from './origin-check';

const secret = 'a-long-enough-origin-secret';
const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { [originSecretHeader]: value } }) as APIGatewayProxyEventV2;

describe('the front-door check (a direct call of the API domain skips CloudFront and its WAF)', () => {
  it.each([
    ['the secret the front door adds', withHeader(secret), true],
    ['no header', withHeader(), false],
    ['a wrong secret of the same length', withHeader(secret.replace('a', 'b')), false],
    ['a prefix of the secret', withHeader(secret.slice(0, 10)), false],
    ['the secret with more after it', withHeader(`${secret}x`), false],
  ])('with ORIGIN_SECRET set, %s → %s', (_, event, passes) => {
    expect(cameThroughFrontDoor(event, secret)).toBe(passes);
  });

  it('checks nothing when no secret is configured (a handler called directly in a unit test)', () => {
    expect(cameThroughFrontDoor(withHeader(), undefined)).toBe(true);
  });
});
