import autocannon from 'autocannon';

/** 50 connections for 10 s at `url`, or, with `pathOf`, at a new path per request (`pathOf(n)`). */
export const load = async (url: string, pathOf?: (n: number) => string) => {
  let n = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    ...(pathOf ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
};

export type LoadRound = Awaited<ReturnType<typeof load>>;
