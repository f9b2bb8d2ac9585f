import type { PreSignUpTriggerEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import { signUpAttributesSchema, signUpMetadataSchema } from '#shared/identity/sign-up-attributes';
import { toFieldErrors } from '#shared/validation';
import { recordSignUp } from '../../use-cases/clients/record-sign-up';
import { signUpDeps } from '../../use-cases/clients/sign-up-deps';

type Parsed = { success: true } | { success: false; error: z.core.$ZodError };

const failures = (parsed: Parsed, input: Record<string, string>) =>
  parsed.success ? [] : toFieldErrors(parsed.error, input).map((f) => `${f.path}:${f.message}`);

/**
 * A self sign-up: checks the attributes and the client metadata (account type, consents) with the
 * shared sign-up rules, so a call that skips the site's form cannot create an account either, and
 * records the account type, the consents and a partner's code for the post-confirmation trigger
 * (`recordSignUp`).
 * Cognito answers `UserLambdaValidationException` with this message: `invalid_data` and the failing
 * `path:message` pairs (never the values).
 * Sign-ups through Google or Facebook carry only what the provider shares and pass.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const { userAttributes, clientMetadata = {} } = event.request;
  const attributes = signUpAttributesSchema.safeParse(userAttributes);
  const metadata = signUpMetadataSchema.safeParse(clientMetadata);
  const fields = [...failures(attributes, userAttributes), ...failures(metadata, clientMetadata)];
  if (!attributes.success || !metadata.success) throw new Error(`invalid_data ${fields.join(' ')}`);
  await recordSignUp(signUpDeps(), {
    email: attributes.data.email,
    accountType: metadata.data.accountType,
    consents: metadata.data.consents,
    partnerCode: metadata.data.partnerCode,
  });
  return event;
};
