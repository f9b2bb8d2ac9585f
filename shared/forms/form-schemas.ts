import * as z from 'zod/mini';
import { catalogueIdSchema } from '../catalogue/category';
import { consentField, emailField, fullNameField, languageField, phoneField } from '../contact-fields';
import { financingChoiceChecks, financingChoiceFields } from '../financing/financing-choice';
import { multiLineText, singleLineText } from '../text';
import { fieldMessages } from '../validation';
import type { CallbackPromise } from './callback-promise';

// The forms a visitor sends to staff (spec sections 3 and 5): contact, cooperation and help centre
// (e-mail, phone, full name, company name, message, the data-processing consent), the service inquiry
// (e-mail, full name, phone, message, consent, about one product), the callback request (full name,
// phone, e-mail for the confirmation, an optional topic, consent) and the financing inquiry of the
// leasing and credit pages (the person, a company, the calculator's choice, an optional message, consent).
// Each also carries the language replies are written in and the honeypot field.

/** The forms, as their API paths name them (`POST /api/cms/forms/<kind>`). */
export const formKinds = [
  'contact',
  'cooperation',
  'help-centre',
  'service-inquiry',
  'callback',
  'financing',
] as const;
export type FormKind = (typeof formKinds)[number];

/**
 * The honeypot: a field people never see (hidden off screen, out of the tab order, no autofill), so
 * only a bot fills it. Any text passes the schema: a filled honeypot is answered exactly like a
 * success, and nothing is stored or sent (`isHoneypotFilled`).
 */
export const honeypotField = 'website';
const honeypot = () => ({ [honeypotField]: z.optional(z.string()) });

const message = () => multiLineText({ max: 4000 });
const common = () => ({
  email: emailField,
  phone: phoneField,
  fullName: fullNameField,
  consent: consentField,
  language: languageField,
  ...honeypot(),
});

/** Contact, cooperation and help centre: every field required (spec section 5). */
export const messageFormSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...common(),
    companyName: singleLineText({ max: 200 }),
    message: message(),
  }),
);

/** The service inquiry modal of an IT service's product page. */
export const serviceInquirySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ ...common(), productId: catalogueIdSchema, message: message() }),
);

/** A callback request: the phone to call, an optional topic. */
export const callbackRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...common(),
    message: z.optional(multiLineText({ max: 1000 })),
  }),
);

/**
 * A leasing or credit inquiry: the calculator's choice (kind, currency, value, term),
 * checked against the partner's terms; the company required for leasing (business accounts only).
 */
export const financingInquirySchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      ...common(),
      companyName: z.optional(singleLineText({ max: 200 })),
      message: z.optional(message()),
      ...financingChoiceFields(),
    })
    .check(
      ...financingChoiceChecks(),
      z.refine((form) => form.financing !== 'leasing' || form.companyName !== undefined, {
        message: fieldMessages.required,
        path: ['companyName'],
      }),
    ),
);

export const formSchemas = {
  contact: messageFormSchema,
  cooperation: messageFormSchema,
  'help-centre': messageFormSchema,
  'service-inquiry': serviceInquirySchema,
  callback: callbackRequestSchema,
  financing: financingInquirySchema,
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** A form as its schema gives it. */
export type FormOf<K extends FormKind> = z.infer<(typeof formSchemas)[K]>;
/** A kind with its form. */
export type SubmittedForm = { [K in FormKind]: { kind: K; form: FormOf<K> } }[FormKind];

/** Whether a bot filled the honeypot. */
export const isHoneypotFilled = (form: { [honeypotField]?: string | undefined }): boolean =>
  (form[honeypotField] ?? '').trim() !== '';

/** The answer to a sent form, a filled honeypot's alike: a callback request's carries its promise. */
export type FormReceipt = { status: 'received'; callback?: CallbackPromise };
