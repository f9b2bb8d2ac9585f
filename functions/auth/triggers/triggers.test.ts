import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as customMessage } from './custom-message';
import { handler as preSignUp } from './pre-sign-up';
import { tokenClaims } from './pre-token-generation';

const base = {
  version: '1',
  region: 'eu-central-1',
  userPoolId: 'pool',
  userName: 'u-1',
  callerContext: { awsSdkVersion: 'x', clientId: 'c' },
};

const messageEvent = (
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  userAttributes: Record<string, string>,
  clientMetadata?: Record<string, string>,
) =>
  ({
    ...base,
    triggerSource,
    request: {
      userAttributes,
      codeParameter: '{####}',
      linkParameter: '',
      usernameParameter: null,
      clientMetadata,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as CustomMessageTriggerEvent;

describe('custom message trigger', () => {
  it('writes the sign-up code mail in the locale chosen at sign-up, keeping the code placeholder', async () => {
    const { response } = await customMessage(messageEvent('CustomMessage_SignUp', { locale: 'pl' }));
    expect(response.emailSubject).toBe('Potwierdź konto w sklepie');
    expect(response.emailMessage).toContain('{####}');
    expect(response.emailMessage).toContain('lang="pl"');
  });

  it('prefers the language the site passes, falling back to English for languages without texts', async () => {
    const en = await customMessage(
      messageEvent('CustomMessage_ForgotPassword', { locale: 'pl' }, { language: 'en' }),
    );
    expect(en.response.emailSubject).toBe('Set a new password');
    const de = await customMessage(messageEvent('CustomMessage_ResendCode', { locale: 'de' }));
    expect(de.response.emailSubject).toBe('Confirm your shop account');
    expect(de.response.emailMessage).toContain('lang="en"');
  });

  it('leaves other messages to Cognito', async () => {
    const { response } = await customMessage(
      messageEvent('CustomMessage_UpdateUserAttribute', { locale: 'pl' }),
    );
    expect(response.emailMessage).toBeNull();
  });
});

describe('pre-sign-up trigger', () => {
  const event = (
    triggerSource: PreSignUpTriggerEvent['triggerSource'],
    userAttributes: Record<string, string>,
    clientMetadata?: Record<string, string>,
  ) =>
    ({
      ...base,
      triggerSource,
      request: { userAttributes, clientMetadata },
      response: {},
    }) as PreSignUpTriggerEvent;

  it('refuses a self sign-up with bad attributes or metadata, naming fields and keys but no values', async () => {
    const refused = preSignUp(
      event('PreSignUp_SignUp', { email: 'x@y.pl', name: 'Jan', phone_number: '+48 12' }),
    );
    await expect(refused).rejects.toThrow(
      'invalid_data phone_number:invalid_phone accountType:required consents:required',
    );
  });

  it('refuses a partner account type or missing consents sent as metadata', async () => {
    const attributes = { email: 'x@y.pl', name: 'Jan', phone_number: '+48600100200' };
    await expect(
      preSignUp(event('PreSignUp_SignUp', attributes, { accountType: 'partner', consents: 'terms' })),
    ).rejects.toThrow('invalid_data accountType:invalid_value consents:consent_required');
  });

  it('lets Google and Facebook sign-ups through with what the provider shares', async () => {
    const external = event('PreSignUp_ExternalProvider', { email: 'x@y.pl' });
    expect(await preSignUp(external)).toBe(external);
  });
});

describe('pre-token-generation claims', () => {
  it('take the account type and its group from the profile, whatever groups the user is in', () => {
    expect(tokenClaims({ accountTypeId: 3, memberOf: ['customers'], hasTotp: false })).toEqual({
      claimsToAddOrOverride: { account_type: '3' },
      groupOverrideDetails: { groupsToOverride: ['business'] },
    });
    expect(
      tokenClaims({ accountTypeId: 2, memberOf: ['business'], hasTotp: true }).groupOverrideDetails,
    ).toEqual({ groupsToOverride: ['customers'] });
  });

  it('grant a staff group only to a member with TOTP enabled', () => {
    expect(
      tokenClaims({ accountTypeId: 2, memberOf: ['finance'], hasTotp: false }).groupOverrideDetails,
    ).toEqual({ groupsToOverride: ['customers'] });
    expect(
      tokenClaims({ accountTypeId: 2, memberOf: ['finance'], hasTotp: true }).groupOverrideDetails,
    ).toEqual({ groupsToOverride: ['customers', 'finance'] });
  });
});
