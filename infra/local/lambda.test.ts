import { describe, expect, it } from 'vitest';
import { lambda } from './lambda';

const decl = {
  entry: 'infra/local/test-fixtures/echo-handler.ts',
  timeoutSeconds: 0.3,
  memoryMb: 128,
  grants: {},
};

describe('lambda invoker', () => {
  it('calls the entry’s handler with the event and a Lambda context', async () => {
    const result = await lambda<unknown, { event: unknown; functionName: string; remaining: number }>(decl)({
      a: 1,
    });
    expect(result.event).toEqual({ a: 1 });
    expect(result.functionName).toBe('infra-local-test-fixtures-echo-handler');
    expect(result.remaining).toBeGreaterThan(0);
    expect(result.remaining).toBeLessThanOrEqual(300);
  });

  it('fails an invocation that outlives the function timeout, as Lambda reports it', async () => {
    await expect(lambda(decl)({ waitMs: 2000 })).rejects.toThrow('Task timed out after 0.3 seconds');
  });
});
