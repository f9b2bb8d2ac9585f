import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch errors', () => {
  it("keeps the API's own code and fields", async () => {
    answer(409, { code: 'product_rated_once', type: 'conflict', message: 'x' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'product_rated_once', status: 409 });
  });

  it("reads API Gateway's throttling answer (no code) as too many attempts", async () => {
    answer(429, { message: 'Too Many Requests' });
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageId).toBe('error.too_many_attempts');
  });

  it('reads any other answer without a code as an internal error', async () => {
    answer(502, { message: 'Bad Gateway' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'internal_error', status: 502 });
  });
});
