import type { MailLimitPorts } from '../limit-mails-to';

const retryAfterSeconds = 42;

/** What a use case answers when this limit refuses. */
export const mailLimited = { ok: false, code: 'mail_limit_reached', retryAfterSeconds } as const;

/** A mail limit that grants every claim, or, `limited`, refuses each with `retryAfterSeconds`. */
export const fakeMailLimit = (limited = false): MailLimitPorts => ({
  claimMail: async () => (limited ? { granted: false, retryAfterSeconds } : { granted: true }),
});
