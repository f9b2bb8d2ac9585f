import { passwordRule } from '#shared/identity/password';
import { staffGroups } from '#shared/identity/roles';
import type { FunctionDecl, Grants } from './function-decl';

// The Cognito user pool (infra/README.md "Identity") and its Lambda triggers.

export const userPool = {
  name: 'shop-users',
  clientName: 'shop-web',
  /**
   * Cognito groups: only the staff ones, set by an administrator. The account type's group
   * (`customers`, `business`) is no membership: the pre-token-generation trigger derives it from the
   * client profile in the table.
   */
  groups: staffGroups,
  /**
   * The only attributes the web client may write (sign-up; edit data goes through the clients API).
   * No custom attributes: the account type and consents live in the table. CDK's `writeAttributes`
   * and the local Cognito proxy both enforce this list.
   */
  writeAttributes: ['email', 'name', 'phone_number', 'locale'],
  /**
   * How long an access or ID token lasts, in minutes (Cognito's default is an hour, cognito-local's a
   * day). The API trusts a token's claims until it ends, and the pre-token-generation trigger derives
   * them afresh at each refresh, so a blocked sign-in, a staff group taken away or an account type
   * changed by staff reaches the API within this; the site refreshes its token as it ends.
   */
  tokenMinutes: 15,
  /**
   * Failed sign-in, sign-up, reminder and confirmation attempts allowed per account and per caller IP
   * in a window. The local Cognito proxy enforces them; on AWS Cognito's own attempt limits and
   * threat protection do (documented in infra/README.md).
   */
  attemptLimits: { perAccount: 5, perIp: 20, windowMinutes: 15 },
  /** The shared password rule (shared/identity/password.ts); Cognito has no maximum below 256. */
  passwordPolicy: {
    minLength: passwordRule.minLength,
    requireDigits: passwordRule.requireDigits,
    requireLowercase: passwordRule.requireLowercase,
    requireUppercase: passwordRule.requireUppercase,
    requireSymbols: passwordRule.requireSymbols,
  },
} as const;

export type CognitoTrigger = 'preSignUp' | 'postConfirmation' | 'customMessage' | 'preTokenGeneration';

const trigger = (file: string, grants: Grants): FunctionDecl => ({
  entry: `functions/auth/triggers/${file}.ts`,
  // Cognito waits 5 seconds for a trigger, then fails the user's call.
  timeoutSeconds: 5,
  memoryMb: 256,
  grants,
  // Sign-up and sign-in wait for these: reserved, so a flood on the API cannot take their concurrency.
  reservedConcurrency: 5,
});

/**
 * The user pool's Lambda triggers (the `auth` group). They live in the stateful stack beside the pool
 * (a pool naming functions of the stateless stack would tie the stacks in a cycle); locally
 * cognito-local invokes them through the runtime's Lambda invoke endpoint.
 */
export const cognitoTriggers: Record<CognitoTrigger, FunctionDecl> = {
  preSignUp: trigger('pre-sign-up', { table: 'readWrite' }),
  postConfirmation: trigger('post-confirmation', { table: 'readWrite' }),
  customMessage: trigger('custom-message', {}),
  preTokenGeneration: trigger('pre-token-generation', { table: 'read', userPool: 'getUser' }),
};
