import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, withInvocation } from './logger';

// What the functions log, as CloudWatch Logs Insights reads it: one JSON object a line.

const context = (awsRequestId: string) =>
  ({ functionName: 'shop-orders', awsRequestId }) as unknown as Context;

/** The lines written to stdout and stderr while `run` runs, parsed. */
const linesOf = async (run: () => unknown) => {
  const written = { stdout: [] as Record<string, unknown>[], stderr: [] as Record<string, unknown>[] };
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation((chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) written[stream].push(JSON.parse(line));
      return true;
    });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return written;
};

afterEach(() => {
  vi.unstubAllEnvs();
  logger.setLogLevel();
});

describe('logger', () => {
  it('writes a line of JSON with the level, message, time, service and the fields given', async () => {
    const { stdout, stderr } = await linesOf(() => logger.info('payments reconciled', { settled: 3 }));
    expect(stderr).toEqual([]);
    expect(stdout).toEqual([
      {
        level: 'INFO',
        message: 'payments reconciled',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'shop',
        settled: 3,
      },
    ]);
  });

  it('writes warnings and errors to stderr, an error with its name, message, stack, cause and outage code, nothing else of it', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED', { cause: 'the table' }), {
      code: 'ECONNREFUSED',
      requestBody: '{"password":"Hunter2Secret"}',
    });
    const { stdout, stderr } = await linesOf(() => {
      logger.warn('dependency unavailable', { error: failure });
      logger.error('unhandled error', { error: new TypeError('x is undefined') });
    });
    expect(stdout).toEqual([]);
    expect(stderr.map(({ level, message }) => [level, message])).toEqual([
      ['WARN', 'dependency unavailable'],
      ['ERROR', 'unhandled error'],
    ]);
    expect(stderr[0]?.error).toEqual({
      name: 'Error',
      message: 'connect ECONNREFUSED',
      code: 'ECONNREFUSED',
      cause: 'the table',
      stack: expect.stringContaining('logger.test.ts'),
    });
    expect(stderr[1]?.error).toMatchObject({ name: 'TypeError', message: 'x is undefined' });
  });

  it('writes a line naming the fields it cannot write (a cycle) instead of throwing', async () => {
    const cyclic: Record<string, unknown> = { id: 'o-1' };
    cyclic.self = cyclic;
    const { stdout } = await linesOf(() => logger.info('order read', { order: cyclic, count: 1 }));
    expect(stdout).toEqual([
      expect.objectContaining({ message: 'order read', unwritableFields: ['order', 'count'] }),
    ]);
  });

  it("logs nothing under its level: Lambda's own first, then LOG_LEVEL, else INFO", async () => {
    const levelsLogged = async () => {
      const { stdout, stderr } = await linesOf(() => {
        logger.debug('d');
        logger.info('i');
        logger.warn('w');
        logger.error('e');
      });
      return [...stdout, ...stderr].map(({ message }) => message);
    };
    expect(await levelsLogged()).toEqual(['i', 'w', 'e']);
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(await levelsLogged()).toEqual(['e']);
    vi.stubEnv('AWS_LAMBDA_LOG_LEVEL', 'DEBUG');
    expect(await levelsLogged()).toEqual(['d', 'i', 'w', 'e']);
    logger.setLogLevel('WARN');
    expect(await levelsLogged()).toEqual(['w', 'e']);
  });

  it("adds each invocation's function and request id, also with two at once, and nothing outside them", async () => {
    const { stdout } = await linesOf(async () => {
      const first = withInvocation(context('r-1'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        logger.info('first');
      });
      const second = withInvocation(context('r-2'), async () => logger.info('second'));
      await Promise.all([first, second]);
      logger.info('outside');
    });
    const byMessage = Object.fromEntries(stdout.map((line) => [line.message, line]));
    expect(byMessage.first).toMatchObject({ function_name: 'shop-orders', function_request_id: 'r-1' });
    expect(byMessage.second).toMatchObject({
      function_name: 'shop-orders',
      function_request_id: 'r-2',
      cold_start: false,
    });
    expect(byMessage.outside).not.toHaveProperty('function_request_id');
  });
});
