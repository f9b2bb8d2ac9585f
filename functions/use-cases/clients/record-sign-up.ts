import type { SignUpAccountType } from '#shared/identity/account-types';
import { type Consent, consentTextVersion } from '#shared/identity/sign-up-attributes';
import type { PendingSignUp } from '../../lib/table/pending-sign-ups';
import { ok, type Result } from '../result';
import type { SignUpPorts } from './sign-up-deps';

/**
 * Input: a validated self sign-up's e-mail, account type, consents and the partner code it came with,
 * if any. Output: the record kept. Course: stamp each consent with the sign-up's time and the text
 * version agreed to (spec section 5), and keep them with the account type and the code until the
 * e-mail is confirmed.
 */
export const recordSignUp = async (
  { pendingSignUpItems, commit, clock }: SignUpPorts,
  {
    email,
    accountType,
    consents,
    partnerCode,
  }: { email: string; accountType: SignUpAccountType; consents: Consent[]; partnerCode?: string | undefined },
): Promise<Result<PendingSignUp>> => {
  const now = clock();
  const pending: PendingSignUp = {
    accountType,
    consents: consents.map((consent) => ({
      consent,
      givenAt: now.toISOString(),
      textVersion: consentTextVersion,
    })),
    ...(partnerCode ? { partnerCode } : {}),
  };
  await commit([{ item: pendingSignUpItems.record(email, pending, now) }]);
  return ok(pending);
};
