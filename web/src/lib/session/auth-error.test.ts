import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { authError } from './auth-error';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe("Cognito's exceptions as the shop's error codes", () => {
  it('maps a wrong password by flow: sign-in failed, or a wrong current password', () => {
    expect(authError(named('NotAuthorizedException'), 'signIn').code).toBe('sign_in_failed');
    expect(authError(named('UserNotFoundException'), 'signIn').code).toBe('sign_in_failed');
    expect(authError(named('NotAuthorizedException'), 'changePassword').code).toBe(
      'current_password_invalid',
    );
  });

  it('maps the catalogue errors of spec section 8', () => {
    expect(authError(named('UsernameExistsException'), 'signUp').code).toBe('account_exists');
    expect(authError(named('CodeMismatchException'), 'confirm').code).toBe('confirmation_code_invalid');
    expect(authError(named('ExpiredCodeException'), 'reset').code).toBe('confirmation_code_invalid');
    expect(authError(named('EnableSoftwareTokenMFAException'), 'confirm').code).toBe(
      'confirmation_code_invalid',
    );
    expect(authError(named('UserNotFoundException'), 'reminder').code).toBe('reminder_email_not_found');
    expect(authError(named('UserNotFoundException'), 'reset').code).toBe('user_not_found');
    expect(authError(named('UserLambdaValidationException'), 'signUp').code).toBe('registration_failed');
    expect(
      authError(
        named('UserLambdaValidationException', 'PreTokenGeneration failed with error sign_in_blocked.'),
        'signIn',
      ).code,
    ).toBe('sign_in_blocked');
    expect(authError(named('Whatever'), 'signUp').code).toBe('account_creation_failed');
    expect(authError(named('Whatever'), 'signIn').code).toBe('internal_error');
    expect(authError(named('NetworkError'), 'signIn').code).toBe('network');
  });

  it('maps throttling, including too many wrong passwords', () => {
    expect(authError(named('LimitExceededException'), 'reminder')).toMatchObject({
      code: 'too_many_attempts',
      status: 429,
    });
    expect(authError(named('NotAuthorizedException', 'Password attempts exceeded'), 'signIn').code).toBe(
      'too_many_attempts',
    );
  });

  it('reports a new password Cognito refuses on the form field', () => {
    expect(authError(named('InvalidPasswordException'), 'reset').fields).toEqual([
      { path: 'password', message: 'invalid_password' },
    ]);
  });

  it("reads cognito-local's InvalidPasswordException for a wrong password as AWS's NotAuthorized", () => {
    expect(authError(named('InvalidPasswordException'), 'signIn').code).toBe('sign_in_failed');
    expect(authError(named('InvalidPasswordException'), 'changePassword').code).toBe(
      'current_password_invalid',
    );
  });

  it('passes an ApiError through', () => {
    const error = new ApiError('company_not_found', 404);
    expect(authError(error, 'signIn')).toBe(error);
  });
});
