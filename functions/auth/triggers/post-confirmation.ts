import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { consentsOf } from '../../../shared/identity/sign-up-attributes';
import { defaultLanguage, isLanguage } from '../../../shared/locale';
import { cognito } from '../../lib/cognito';
import { logger } from '../../lib/logger';
import { createClientProfile } from '../../lib/table/client-profiles';
import { accountTypeIdOfAttribute, groupOfAccountType } from './account-type';

/** Google and Facebook users are named `<provider>_<id>` by Cognito. */
const isExternalUser = (userName: string, attributes: Record<string, string>) =>
  /^(google|facebook)_/i.test(userName) || Boolean(attributes.identities);

/**
 * After the e-mail is confirmed (or a Google/Facebook user signs in the first time): creates the
 * client profile and puts the user in the group of their account type. Both steps are idempotent, so
 * Cognito's retry of a failed trigger repeats them safely.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const accountTypeId = accountTypeIdOfAttribute(attributes['custom:accountType']);
  const language = attributes.locale;
  const created = await createClientProfile({
    userId: attributes.sub ?? event.userName,
    email: (attributes.email ?? '').toLowerCase(),
    name: attributes.name ?? '',
    phone: attributes.phone_number ?? '',
    accountTypeId,
    language: isLanguage(language) ? language : defaultLanguage,
    consents: [...consentsOf(attributes['custom:consents'])],
    isExternal: isExternalUser(event.userName, attributes),
  });
  await cognito().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      GroupName: groupOfAccountType(accountTypeId),
    }),
  );
  logger.info('client confirmed', { created, accountTypeId });
  return event;
};
