// The per-IP limit on routes that send mail (`sendsMail` in the wiring; `mailLimits.perIp`): at most
// `requests` in any `windowSeconds`, counted over all such routes together, as the distribution's WAF
// rate-based rule counts them on AWS.

export interface MailLimit {
  requests: number;
  windowSeconds: number;
}

/** Records one request of `ip`; answers 0 when allowed, else the seconds until one more is. */
export const createMailLimiter = (limit: MailLimit, now: () => number = Date.now) => {
  const seen = new Map<string, number[]>();
  return (ip: string): number => {
    const time = now();
    const windowMs = limit.windowSeconds * 1000;
    const recent = (seen.get(ip) ?? []).filter((at) => at > time - windowMs);
    if (recent.length >= limit.requests) {
      seen.set(ip, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? time) + windowMs - time) / 1000));
    }
    recent.push(time);
    seen.set(ip, recent);
    return 0;
  };
};
