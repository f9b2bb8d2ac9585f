import * as z from 'zod/mini';
import { consentField, emailField, languageField } from '../contact-fields';
import { fieldMessages } from '../validation';

/** "Ask for delivery time": an e-mail with consent; name, phone and message are optional. */
export const deliveryTimeQuestionSchema = z.strictObject({
  email: emailField,
  fullName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120, fieldMessages.tooLong))),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,24}$/))),
  message: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000, fieldMessages.tooLong))),
  consent: consentField,
  language: languageField,
});
export type DeliveryTimeQuestion = z.infer<typeof deliveryTimeQuestionSchema>;
