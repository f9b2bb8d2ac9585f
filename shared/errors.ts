// The error catalogue shared by the API and the site. Every error response is
// `{ code, type, message, fields? }`; the site translates `code`, never `message`.

export const errorTypes = [
  'invalid_data',
  'unauthenticated',
  'not_allowed',
  'not_found',
  'conflict',
  'too_large',
  'unsupported',
  'unavailable',
  'throttled',
  'internal',
] as const;
export type ErrorType = (typeof errorTypes)[number];

/** Stable codes, their HTTP status and type. Add a code here before using it anywhere. */
export const errorCatalogue = {
  route_not_found: { status: 404, type: 'not_found', message: 'No such API route.' },
  invalid_json: { status: 400, type: 'invalid_data', message: 'The request body is not valid JSON.' },
  invalid_data: { status: 400, type: 'invalid_data', message: 'Some fields are not valid.' },
  payload_too_large: { status: 413, type: 'too_large', message: 'The request body is larger than 1 MiB.' },
  unsupported_media_type: { status: 415, type: 'unsupported', message: 'Send the body as application/json.' },
  unauthenticated: { status: 401, type: 'unauthenticated', message: 'Sign in again.' },
  not_allowed: { status: 403, type: 'not_allowed', message: 'You have no access to this.' },
  product_not_found: { status: 404, type: 'not_found', message: 'The product does not exist.' },
  category_not_found: { status: 404, type: 'not_found', message: 'The category does not exist.' },
  product_rated_once: { status: 409, type: 'conflict', message: 'You have already rated this product.' },
  comparison_category_mismatch: {
    status: 409,
    type: 'conflict',
    message: 'Only products of the same category can be compared.',
  },
  comparison_full: { status: 409, type: 'conflict', message: 'The comparison is full.' },
  availability_notification_failed: {
    status: 409,
    type: 'conflict',
    message: 'The availability notification could not be saved for this product.',
  },
  // Identity (spec section 8). The site maps Cognito's exceptions to these codes too.
  sign_in_failed: { status: 401, type: 'unauthenticated', message: 'The e-mail or password is wrong.' },
  registration_failed: { status: 400, type: 'invalid_data', message: 'The account could not be registered.' },
  /** Spec code -4. */
  account_exists: {
    status: 409,
    type: 'conflict',
    message: 'An account with this e-mail already exists; use the password reminder.',
  },
  /** Spec code -5. */
  account_creation_failed: {
    status: 500,
    type: 'internal',
    message: 'The account could not be created, try again shortly.',
  },
  confirmation_code_invalid: {
    status: 400,
    type: 'invalid_data',
    message: 'The code is invalid or was already used.',
  },
  current_password_invalid: { status: 400, type: 'invalid_data', message: 'The current password is wrong.' },
  reminder_email_not_found: { status: 404, type: 'not_found', message: 'No account uses this e-mail.' },
  third_party_login_failed: {
    status: 401,
    type: 'unauthenticated',
    message: 'Third-party sign-in failed; check your cookie settings.',
  },
  user_not_found: { status: 404, type: 'not_found', message: 'The user does not exist.' },
  session_expired: { status: 401, type: 'unauthenticated', message: 'Your session expired, sign in again.' },
  user_data_refresh_failed: {
    status: 503,
    type: 'unavailable',
    message: 'Your data could not be refreshed, try again shortly.',
  },
  invoice_data_edit_failed: {
    status: 409,
    type: 'conflict',
    message: 'The invoice data could not be saved.',
  },
  company_not_found: {
    status: 404,
    type: 'not_found',
    message: 'No company with this tax number was found in the public register.',
  },
  too_many_attempts: { status: 429, type: 'throttled', message: 'Too many attempts, try again later.' },
  /** More mails to one address than `mailLimitPerRecipient` allows (shared/mail-limits.ts). */
  mail_limit_reached: {
    status: 429,
    type: 'throttled',
    message: 'We have sent enough e-mails to this address for now, try again later.',
  },
  newsletter_link_invalid: {
    status: 404,
    type: 'not_found',
    message: 'This confirmation link is invalid, has expired or was already used.',
  },
  /** Too many requests from one address to a route that sends mail; sent with Retry-After. */
  too_many_requests: { status: 429, type: 'throttled', message: 'Too many requests, try again later.' },
  /** A service the shop depends on is down, slow or throttling; sent with Retry-After. */
  service_unavailable: {
    status: 503,
    type: 'unavailable',
    message: 'The shop is briefly unavailable, try again shortly.',
  },
  internal_error: { status: 500, type: 'internal', message: 'Something went wrong, try again shortly.' },
} as const satisfies Record<string, { status: number; type: ErrorType; message: string }>;
export type ErrorCode = keyof typeof errorCatalogue;

export interface FieldError {
  /** Dotted path of the offending field, e.g. `consent` or `items.0.quantity`. */
  path: string;
  /** A stable message key (see `shared/validation.ts`), translated by the site. */
  message: string;
}

export interface ErrorBody {
  code: ErrorCode;
  type: ErrorType;
  message: string;
  fields?: FieldError[];
}
