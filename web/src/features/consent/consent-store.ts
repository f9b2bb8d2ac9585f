import * as z from 'zod/mini';
import { browserStore } from '../../lib/browser-store';

const consentSchema = z.strictObject({
  accepted: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  decidedAt: z.nullable(z.string()),
});
export type Consent = z.infer<typeof consentSchema>;

/** Cookie choices; the bar shows until the visitor decides (app state: cookie bar visible by default). */
export const consentStore = browserStore('shop.consent', consentSchema, {
  accepted: false,
  analytics: false,
  marketing: false,
  decidedAt: null,
});
