import * as z from 'zod/mini';
import { consentField, emailField, languageField } from '../contact-fields';
import { multiLineText, singleLineText } from '../text';

/** "Ask for delivery time": an e-mail with consent; name, phone and message are optional. */
export const deliveryTimeQuestionSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    email: emailField,
    fullName: z.optional(singleLineText({ max: 120 })),
    phone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,24}$/))),
    message: z.optional(multiLineText({ max: 2000 })),
    consent: consentField,
    language: languageField,
  }),
);
export type DeliveryTimeQuestion = z.infer<typeof deliveryTimeQuestionSchema>;
