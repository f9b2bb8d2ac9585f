import { type CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Runtime } from '#infra/local/runtime';
import { signUpSchema } from '#shared/identity/sign-up';
import { signUpAttributes, signUpMetadata } from '#shared/identity/sign-up-attributes';

// A sign-up as the site's form sends it to Cognito (attributes and client metadata), for the tests that
// go through the pre-sign-up and post-confirmation triggers.

export const signUpPassword = 'Secret12';

/** The sign-up form of a private customer, Jan Kowalski, with both consents; `overrides` change fields. */
export const signUpForm = (email: string, overrides: Record<string, unknown> = {}) =>
  signUpSchema.parse({
    fullName: 'Jan Kowalski',
    email,
    phone: '+48 600 100 200',
    password: signUpPassword,
    repeatPassword: signUpPassword,
    accountType: 'private',
    termsConsent: true,
    privacyConsent: true,
    ...overrides,
  });

/** Cognito's `SignUp` of that form through `cognito` (the site's Cognito endpoint). */
export const signUpOnCognito = (
  runtime: Runtime,
  cognito: CognitoIdentityProviderClient,
  email: string,
  overrides: Record<string, unknown> = {},
) => {
  const parsed = signUpForm(email, overrides);
  return cognito.send(
    new SignUpCommand({
      ClientId: runtime.cognito.clientId,
      Username: parsed.email,
      Password: signUpPassword,
      UserAttributes: Object.entries(signUpAttributes(parsed)).map(([Name, Value]) => ({ Name, Value })),
      ClientMetadata: signUpMetadata(parsed),
    }),
  );
};
