import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorTypes } from './errors';

describe('error catalogue', () => {
  it('gives every code a 4xx or 5xx status and a known type', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(errorTypes, code).toContain(entry.type);
    }
  });

  it('maps the platform codes to the statuses clients rely on', () => {
    expect(errorCatalogue.route_not_found.status).toBe(404);
    expect(errorCatalogue.invalid_json.status).toBe(400);
    expect(errorCatalogue.invalid_data.status).toBe(400);
    expect(errorCatalogue.payload_too_large.status).toBe(413);
    expect(errorCatalogue.unsupported_media_type.status).toBe(415);
    expect(errorCatalogue.already_subscribed.status).toBe(409);
  });
});
