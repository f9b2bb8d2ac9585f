import { mailLimitPerRecipient } from '#shared/mail-limits';

// How many requests the shop takes: the HTTP API stage's limit, and the per-client limits of the
// distribution's WAF (on AWS) and of the local gateway. Abuse limits are always per client, never one
// bucket every caller shares (a route limit of API Gateway is: one client would block everyone).

/**
 * Steady requests per second and burst of a throttled route, per client: the local gateway keeps a
 * token bucket per caller IP and route; on AWS the WAF counts per IP and path over a minute
 * (`perClientWindow`).
 */
export interface Throttle {
  rate: number;
  burst: number;
}

/** The HTTP API stage's limit for every route without its own. */
export const defaultThrottle: Throttle = { rate: 50, burst: 100 };

/** Attempt-like routes (codes, tax number lookups): a few per second, short bursts. */
export const attemptThrottle: Throttle = { rate: 1, burst: 5 };

/** A route throttle as a WAF rate-based rule counts it: per IP and path, a minute's worth of its rate. */
export const perClientWindow = (throttle: Throttle) => ({ requests: throttle.rate * 60, windowSeconds: 60 });

/**
 * Limits on routes that send mail (`sendsMail`), so nobody can mail a third party in bulk through the shop.
 * A refusal is 429 with `Retry-After`. Per IP: the local gateway and an AWS WAF rate-based rule (WAF's
 * smallest window is 60 s and smallest limit 10). Per recipient: the function counts mails in the table.
 */
export const mailLimits = {
  perIp: { requests: 10, windowSeconds: 60 },
  /** Declared in shared/ because the functions read it (they may not import infra/). */
  perRecipient: mailLimitPerRecipient,
} as const;

/**
 * Every request to the site and API per caller IP, on AWS only (the distribution's WAF rate-based rule;
 * windows of 60, 120, 300 or 600 s). Generous: a company's staff may share one IP. A refusal is 429.
 */
export const siteLimits = { perIp: { requests: 3000, windowSeconds: 300 } } as const;
