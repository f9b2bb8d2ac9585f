import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpAttributesSchema } from '../../../shared/identity/sign-up-attributes';
import { toFieldErrors } from '../../../shared/validation';

/**
 * Refuses a self sign-up whose attributes break the shared sign-up rules, so a call that skips the
 * site's form cannot create an account either. Cognito answers `UserLambdaValidationException` with
 * this message: `invalid_data` and the failing `path:message` pairs (never the values).
 * Sign-ups through Google or Facebook carry only what the provider shares and pass.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const attributes = event.request.userAttributes;
  const parsed = signUpAttributesSchema.safeParse(attributes);
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error, attributes).map((f) => `${f.path}:${f.message}`);
    throw new Error(`invalid_data ${fields.join(' ')}`);
  }
  return event;
};
