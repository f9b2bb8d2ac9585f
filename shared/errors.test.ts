import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorCatalogue, errorTypeOf, errorTypes } from './errors';

describe('error catalogue', () => {
  it('gives every code a 4xx or 5xx status and a known type', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(errorTypes, code).toContain(errorTypeOf(code as ErrorCode));
    }
  });

  it('gives each code the type its status says', () => {
    const typed: [ErrorCode, string][] = [
      ['invalid_data', 'invalid_data'],
      ['unauthenticated', 'unauthenticated'],
      ['not_allowed', 'not_allowed'],
      ['product_not_found', 'not_found'],
      ['changed_meanwhile', 'conflict'],
      ['image_too_large', 'too_large'],
      ['image_type_not_allowed', 'unsupported'],
      ['too_many_requests', 'throttled'],
      ['service_unavailable', 'unavailable'],
      ['internal_error', 'internal'],
    ];
    expect(typed.map(([code]) => [code, errorTypeOf(code)])).toEqual(typed);
  });

  it('maps the platform codes to the statuses clients rely on', () => {
    expect(errorCatalogue.route_not_found.status).toBe(404);
    expect(errorCatalogue.invalid_json.status).toBe(400);
    expect(errorCatalogue.invalid_data.status).toBe(400);
    expect(errorCatalogue.payload_too_large.status).toBe(413);
    expect(errorCatalogue.unsupported_media_type.status).toBe(415);
    expect(errorCatalogue.product_rated_once.status).toBe(409);
  });

  it('has the identity errors of spec section 8 with the statuses the site relies on', () => {
    expect(errorCatalogue.account_exists).toMatchObject({
      status: 409,
      message: expect.stringMatching(/reminder/),
    });
    expect(errorCatalogue.account_creation_failed.status).toBe(500);
    expect(errorCatalogue.sign_in_failed.status).toBe(401);
    expect(errorCatalogue.session_expired.status).toBe(401);
    expect(errorCatalogue.third_party_login_failed.message).toMatch(/cookie/);
    expect(errorCatalogue.confirmation_code_invalid.status).toBe(400);
    expect(errorCatalogue.reminder_email_not_found.status).toBe(404);
    expect(errorCatalogue.user_not_found.status).toBe(404);
    expect(errorCatalogue.company_not_found.status).toBe(404);
    expect(errorCatalogue.invoice_data_edit_failed.status).toBe(409);
    expect(errorCatalogue.user_data_refresh_failed.status).toBe(503);
    expect(errorCatalogue.registration_failed.status).toBe(400);
    expect(errorCatalogue.too_many_attempts.status).toBe(429);
    expect(errorTypeOf('too_many_attempts')).toBe('throttled');
  });

  it.each([
    ['order_not_found', 404],
    ['order_cannot_be_paid', 409],
    ['order_cannot_be_cancelled', 409],
    ['order_cannot_be_returned', 409],
    ['idempotency_key_reused', 409],
    ['order_stale', 409],
    ['not_enough_stock', 409],
    ['consent_required', 400],
  ] as const)('answers the order error %s with %i', (code, status) => {
    expect(errorCatalogue[code].status).toBe(status);
  });

  it.each([
    ['card_data_refused', 400],
    ['blik_code_invalid', 400],
    ['blik_code_expired', 400],
    ['blik_code_used', 400],
    ['payment_declined', 409],
    ['payment_redirection_failed', 502],
    ['card_payment_failed', 409],
    ['card_already_added', 409],
    ['cards_load_failed', 503],
    ['card_add_failed', 409],
    ['card_edit_failed', 409],
    ['card_delete_failed', 409],
    ['invoice_download_failed', 503],
  ] as const)('answers the payment error %s with %i (spec section 8)', (code, status) => {
    expect(errorCatalogue[code].status).toBe(status);
  });
});
