import { type AccountTypeId, accountTypeIdOf } from '#shared/identity/account-types';
import { defaultLanguage, isLanguage } from '#shared/locale';
import { ok, type Result } from '../result';
import type { SignUpPorts } from './sign-up-deps';

interface ConfirmedUser {
  userId: string;
  email: string;
  name: string;
  phone: string;
  /** The `locale` attribute, any string. */
  locale: string | undefined;
  isExternal: boolean;
}

/**
 * Input: a user whose e-mail was just confirmed (or who signed in through Google or Facebook the first
 * time). Output: whether the profile was created now, its account type, whether a sign-up was recorded.
 * Course: read the pending sign-up (none: a private customer without consents); a partner's code it
 * came with names the partner who brought her (an unknown code: nobody); create the profile once (a
 * repeated confirmation leaves the first one alone, so the first partner stays), in the user's
 * language or the default; only then forget the pending sign-up, so a retried trigger still finds it.
 */
export const confirmClient = async (
  { getPendingSignUp, createClientProfile, partnerIdOfCode, pendingSignUpItems, commit, clock }: SignUpPorts,
  { locale, ...user }: ConfirmedUser,
): Promise<Result<{ created: boolean; accountTypeId: AccountTypeId; recorded: boolean }>> => {
  const email = user.email.toLowerCase();
  const pending = email ? await getPendingSignUp(email) : undefined;
  const accountTypeId = accountTypeIdOf(pending?.accountType ?? 'private');
  const partnerId = pending?.partnerCode ? await partnerIdOfCode(pending.partnerCode) : undefined;
  const created = await createClientProfile(
    {
      ...user,
      email,
      accountTypeId,
      language: isLanguage(locale) ? locale : defaultLanguage,
      consents: pending?.consents ?? [],
      ...(partnerId ? { partnerId } : {}),
    },
    clock(),
  );
  if (pending) await commit([{ item: pendingSignUpItems.forget(email) }]);
  return ok({ created, accountTypeId, recorded: Boolean(pending) });
};
