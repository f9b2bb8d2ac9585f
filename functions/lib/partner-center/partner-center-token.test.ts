import { describe, expect, it } from 'vitest';
import { partnerCenterTokens } from './partner-center-token';
import type { PartnerCenterError } from './port';

const credentials = {
  authority: 'https://login.example',
  partnerTenantId: 'tenant',
  clientId: 'client',
  clientSecret: 'secret',
  refreshToken: 'refresh',
};

/** An Entra token endpoint that answers after a moment, counting the requests it got. */
const entra = (answers: Response[]) => {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return answers.shift() ?? new Response('{}', { status: 500 });
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
};
const token = (value: string) =>
  new Response(JSON.stringify({ access_token: value, expires_in: '3600', token_type: 'Bearer' }));

describe('the Partner Center access token', () => {
  it('asks Entra once for many calls at the same time, and keeps the token for the calls after', async () => {
    const { asked, fetchImpl } = entra([token('first')]);
    const tokens = partnerCenterTokens(credentials, fetchImpl);
    expect(await Promise.all(Array.from({ length: 50 }, () => tokens()))).toEqual(Array(50).fill('first'));
    expect(await tokens()).toBe('first');
    expect(asked).toEqual(['https://login.example/tenant/oauth2/token']);
  });

  it('asks again after a failed request, which every waiting call shares', async () => {
    const { asked, fetchImpl } = entra([new Response('{}', { status: 503 }), token('second')]);
    const tokens = partnerCenterTokens(credentials, fetchImpl);
    const failures = await Promise.all(
      [tokens(), tokens()].map((call) => call.then(String, (error) => (error as PartnerCenterError).failure)),
    );
    expect(failures).toEqual(['unavailable', 'unavailable']);
    expect(await tokens()).toBe('second');
    expect(asked).toHaveLength(2);
  });
});
