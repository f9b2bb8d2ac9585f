import { type ErrorCode, errorCatalogue } from '#shared/errors';
import { fieldMessages } from '#shared/validation';
import { ApiError } from '../api-client';

// Cognito's exceptions (thrown by Amplify with the exception's name) as the shop's error codes, so
// the screens show the catalogue's messages (spec section 8) whichever side refused.

export type AuthFlow = 'signIn' | 'signUp' | 'confirm' | 'reminder' | 'reset' | 'changePassword';

const throttled = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);

const codeFor = (name: string, message: string, flow: AuthFlow): ErrorCode | 'network' => {
  if (throttled.has(name) || /attempts exceeded/i.test(message)) return 'too_many_attempts';
  switch (name) {
    case 'NetworkError':
      return 'network';
    case 'NotAuthorizedException':
      return flow === 'changePassword' ? 'current_password_invalid' : 'sign_in_failed';
    case 'UserNotFoundException':
      if (flow === 'signIn') return 'sign_in_failed';
      return flow === 'reminder' ? 'reminder_email_not_found' : 'user_not_found';
    case 'UsernameExistsException':
      return 'account_exists';
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
    // AWS's answer to a wrong code while setting up an authenticator app (cognito-local: CodeMismatch).
    case 'EnableSoftwareTokenMFAException':
      return 'confirmation_code_invalid';
    // A trigger refused: the token trigger says so when the staff blocked the account's sign-in.
    case 'UserLambdaValidationException':
      return /sign_in_blocked/.test(message) ? 'sign_in_blocked' : 'registration_failed';
    default:
      return flow === 'signUp' ? 'account_creation_failed' : 'internal_error';
  }
};

/**
 * The error a screen shows for what Amplify threw. cognito-local answers a wrong password with
 * InvalidPasswordException (AWS: NotAuthorizedException); a new password already passed the shared
 * rule, which equals the pool's policy, so only on sign-up and reset is it the password field's error.
 */
export const authError = (error: unknown, flow: AuthFlow): ApiError => {
  if (error instanceof ApiError) return error;
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  const wrongPassword = name === 'InvalidPasswordException';
  if (wrongPassword && (flow === 'signUp' || flow === 'reset')) {
    return new ApiError('invalid_data', 400, [{ path: 'password', message: fieldMessages.invalidPassword }]);
  }
  const code = codeFor(wrongPassword ? 'NotAuthorizedException' : name, message, flow);
  return new ApiError(code, code === 'network' ? 0 : errorCatalogue[code].status);
};
