import { mailLimitPerRecipient } from '#shared/mail-limits';
import type { claimMail } from '../lib/table/mail-quota';
import { fail, ok, type Result } from './result';

export interface MailLimitPorts {
  claimMail: typeof claimMail;
}

/**
 * Every use case that mails an address its caller names (`sendsMail` in infra/wiring.ts) asks this
 * before storing anything: past the per-recipient limit it fails with `mail_limit_reached` and when
 * to ask again.
 */
export const limitMailsTo = async (
  { claimMail }: MailLimitPorts,
  recipient: string,
): Promise<Result<void>> => {
  const claim = await claimMail(recipient, mailLimitPerRecipient);
  return claim.granted ? ok(undefined) : fail('mail_limit_reached', claim.retryAfterSeconds);
};
