import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { accountTypeIdOf } from '../../../shared/identity/account-types';
import { defaultLanguage, isLanguage } from '../../../shared/locale';
import { logger } from '../../lib/logger';
import { createClientProfile } from '../../lib/table/client-profiles';
import { deletePendingSignUp, getPendingSignUp } from '../../lib/table/pending-sign-ups';

/** Google and Facebook users are named `<provider>_<id>` by Cognito. */
const isExternalUser = (userName: string, attributes: Record<string, string>) =>
  /^(google|facebook)_/i.test(userName) || Boolean(attributes.identities);

/**
 * After the e-mail is confirmed (or a Google/Facebook user signs in the first time): creates the
 * client profile with the account type and consents the pre-sign-up trigger recorded (a user without
 * that record, e.g. from Google, is a private customer without consents). The profile is written
 * before the record is deleted and is created only once, so Cognito's retry of a failed trigger is safe.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const email = (attributes.email ?? '').toLowerCase();
  const pending = email ? await getPendingSignUp(email) : undefined;
  const accountTypeId = accountTypeIdOf(pending?.accountType ?? 'private');
  const language = attributes.locale;
  const created = await createClientProfile({
    userId: attributes.sub ?? event.userName,
    email,
    name: attributes.name ?? '',
    phone: attributes.phone_number ?? '',
    accountTypeId,
    language: isLanguage(language) ? language : defaultLanguage,
    consents: pending?.consents ?? [],
    isExternal: isExternalUser(event.userName, attributes),
  });
  if (pending) await deletePendingSignUp(email);
  logger.info('client confirmed', { created, accountTypeId, recorded: Boolean(pending) });
  return event;
};
