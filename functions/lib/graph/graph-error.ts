// The port's failures, each with a stable code the shop's use cases and pages decide on; Graph's own
// code and words are kept for the logs.

export type GraphErrorCode =
  /** Another user (or a deleted one being restored) has that user principal name. */
  | 'user_exists'
  /** An alias Entra refuses (characters, length, a `.` before `@`). */
  | 'invalid_alias'
  /** No such user, role assignment or deleted item in the tenant. */
  | 'not_found'
  /** A licence for a user without a usage location. */
  | 'usage_location_required'
  /** More licences of a SKU than the tenant has paid for. */
  | 'not_enough_licences'
  /** Any other request Graph refuses (400). */
  | 'invalid_request'
  /** The shop's app may not act in that tenant: a wrong secret, no consent, a missing GDAP role. */
  | 'unauthorized'
  /** Graph kept answering 429 after the adapter's retries. */
  | 'throttled'
  /** Graph or the sign-in service did not answer usably: 5xx, a timeout, an answer off the contract. */
  | 'unavailable';

export class GraphError extends Error {
  override name = 'GraphError';
  constructor(
    readonly code: GraphErrorCode,
    message: string,
    readonly details: {
      /** The HTTP status Graph or the sign-in service answered, when one did. */
      status?: number;
      /** Graph's `error.code` (`Request_BadRequest`, …) or the sign-in service's `error`. */
      graphCode?: string;
      /** For `throttled`: the wait Graph last asked for. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}
