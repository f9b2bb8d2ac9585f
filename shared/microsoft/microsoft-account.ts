import * as z from 'zod/mini';
import { consentField, emailField, phoneField } from '../contact-fields';
import { singleLineText } from '../text';
import type { AccountState } from './account-states';
import { tenantNameSchema } from './tenant-name';

// The customer's Microsoft 365 accounts (tenants) over the `csp` API: adding one (a new tenant, its
// name optional, or an existing one by its name), its Microsoft Customer Agreement, and what the
// panel shows of it.

/** `POST /api/csp/me/accounts`. */
export const addAccountInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('new'), name: z.optional(tenantNameSchema) }),
    z.strictObject({ kind: z.literal('existing'), name: tenantNameSchema }),
  ]),
);
export type AddAccountInput = z.infer<typeof addAccountInputSchema>;

/** `GET /api/csp/me/accounts/availability?name=`. */
export const accountNameQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ name: tenantNameSchema }),
);

/**
 * `POST /api/csp/me/accounts/{id}/agreement`: the MCA's primary contact (microsoft.md 3.2) and the
 * customer's explicit acceptance, which is what the shop attests to Microsoft.
 */
export const agreementInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    firstName: singleLineText({ max: 64 }),
    lastName: singleLineText({ max: 64 }),
    email: emailField,
    phoneNumber: z.optional(phoneField),
    accepted: consentField,
  }),
);

/** Microsoft's own page of the Microsoft Customer Agreement, which the customer reads before accepting. */
export const customerAgreementLink = 'https://www.microsoft.com/licensing/docs/customeragreement';

/** Microsoft's tenant ids are GUIDs (the `/mca/{id}/{tenantId}` page refuses anything else, spec section 5). */
export const tenantIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
);
export type AgreementInput = z.infer<typeof agreementInputSchema>;

/** An account id: 16 random bytes, base64url. */
export const accountIdSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)));

export interface MicrosoftAccountView {
  accountId: string;
  /** `<name>.onmicrosoft.com`. */
  domain: string;
  /** Created by the shop, or an existing tenant linked to it. */
  kind: 'created' | 'linked';
  state: AccountState;
  /** Microsoft's tenant id, once the account is ours. */
  tenantId?: string;
  /** While linking: the link the tenant's admin opens to authorise us. */
  relationshipUrl?: string;
  /** When the Microsoft Customer Agreement was accepted; nothing is bought before. */
  agreementAcceptedAt?: string;
  createdAt: string;
}

/** The answer of adding a new tenant: its first Global Administrator, shown this once, never stored. */
export interface CreatedAccount {
  account: MicrosoftAccountView;
  administrator?: { userName: string; password: string };
}
