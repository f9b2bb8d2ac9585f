import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { confirmClient } from '../../use-cases/clients/confirm-client';
import { signUpDeps } from '../../use-cases/clients/sign-up-deps';

/** Google and Facebook users are named `<provider>_<id>` by Cognito. */
const isExternalUser = (userName: string, attributes: Record<string, string>) =>
  /^(google|facebook)_/i.test(userName) || Boolean(attributes.identities);

/**
 * After the e-mail is confirmed (or a Google/Facebook user signs in the first time): creates the
 * client profile with the account type and consents the pre-sign-up trigger recorded (`confirmClient`:
 * a user without that record, e.g. from Google, is a private customer without consents; Cognito's
 * retry of a failed trigger is safe).
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const confirmed = await confirmClient(signUpDeps(), {
    userId: attributes.sub ?? event.userName,
    email: attributes.email ?? '',
    name: attributes.name ?? '',
    phone: attributes.phone_number ?? '',
    locale: attributes.locale,
    isExternal: isExternalUser(event.userName, attributes),
  });
  if (confirmed.ok) logger.info('client confirmed', confirmed.value);
  return event;
};
