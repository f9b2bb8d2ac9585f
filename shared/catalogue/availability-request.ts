import * as z from 'zod/mini';
import { consentField, emailField, languageField } from '../contact-fields';
import { availabilityMachine, notifiesWaitingCustomers } from './availability-states';

/** "Notify me about availability": an e-mail with consent (spec sections 3 and 5). */
export const availabilityRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    email: emailField,
    consent: consentField,
    language: languageField,
  }),
);
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/**
 * States in which a customer may ask to be told when the product can be ordered: those a move that
 * notifies waiting customers may leave (not orderable now, not `discontinued`).
 */
export const awaitingStates = availabilityMachine.states.filter((from) =>
  availabilityMachine.targetsOf(from).some((to) => notifiesWaitingCustomers(from, to)),
);
