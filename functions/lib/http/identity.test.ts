import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { identityOf } from './identity';

const withClaims = (claims?: Record<string, unknown>) =>
  ({
    requestContext: claims ? { authorizer: { jwt: { claims } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

describe('identityOf', () => {
  it('is undefined on public routes (no authorizer context)', () => {
    expect(identityOf(withClaims())).toBeUndefined();
  });

  it('reads the subject, e-mail and the groups API Gateway passes as "[a b]"', () => {
    expect(
      identityOf(withClaims({ sub: 'u-1', email: 'a@b.pl', 'cognito:groups': '[customers finance]' })),
    ).toEqual({
      sub: 'u-1',
      email: 'a@b.pl',
      groups: ['customers', 'finance'],
    });
  });

  it('reads groups given as an array and none at all', () => {
    expect(identityOf(withClaims({ sub: 'u-2', 'cognito:groups': ['business'] }))?.groups).toEqual([
      'business',
    ]);
    expect(identityOf(withClaims({ sub: 'u-3' }))?.groups).toEqual([]);
  });
});
