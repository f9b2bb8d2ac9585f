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
  already_subscribed: { status: 409, type: 'conflict', message: 'This e-mail is already subscribed.' },
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
