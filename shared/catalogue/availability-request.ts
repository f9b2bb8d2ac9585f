import * as z from 'zod/mini';
import { consentField, emailField, languageField } from '../contact-fields';
import type { Availability } from './product';

/** "Notify me about availability": an e-mail with consent (spec sections 3 and 5). */
export const availabilityRequestSchema = z.strictObject({
  email: emailField,
  consent: consentField,
  language: languageField,
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/** States in which a product can be ordered and delivered now. */
const orderableStates: readonly Availability['state'][] = [
  'instant',
  'within-24h',
  '1-day',
  '1-2-days',
  '2-3-days',
];

/** States in which a customer may ask to be told when the product can be ordered (not `discontinued`). */
export const awaitingStates: readonly Availability['state'][] = [
  'on-demand',
  'presale',
  'expected-soon',
  'ask-delivery-time',
  'notify-availability',
];

export const isOrderable = (state: Availability['state']): boolean => orderableStates.includes(state);
