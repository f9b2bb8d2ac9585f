import { mailLimitPerRecipient } from '../../shared/mail-limits';
import { AppError } from '../lib/errors';
import { claimMail } from '../lib/table/mail-quota';

/**
 * Every route that mails an address its caller names (`sendsMail` in infra/wiring.ts) calls this before
 * storing anything: past the per-recipient limit it answers 429 `mail_limit_reached` with `Retry-After`.
 */
export const limitMailsTo = async (recipient: string): Promise<void> => {
  const claim = await claimMail(recipient, mailLimitPerRecipient);
  if (!claim.granted) throw new AppError('mail_limit_reached', undefined, claim.retryAfterSeconds);
};
