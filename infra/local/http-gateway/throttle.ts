import type { Throttle } from '../../wiring';

// Token buckets for the routes that declare a `throttle`: `burst` requests at once, refilled at
// `rate` per second, one bucket per caller IP and route, as the distribution's WAF counts per client
// on AWS (infra/wiring/request-limits.ts): one client's attempts never block another's. Routes without a limit are not
// counted locally (the stage default is sized for production traffic, benches go beyond it).

export const createThrottle = (now: () => number = Date.now) => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  /** Takes one token; false when the bucket is empty. */
  return (key: string, limit: Throttle): boolean => {
    const time = now();
    const bucket = buckets.get(key) ?? { tokens: limit.burst, at: time };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.rate);
    bucket.at = time;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
};
