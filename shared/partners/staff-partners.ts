import * as z from 'zod/mini';
import type { Currency } from '../locale';
import { fieldMessages } from '../validation';

// The business partners as the operations staff list, open and suspend them
// (`/api/clients/staff/partners…`, functions/clients/README.md). A suspended partner's portal is
// closed and its code brings no new customer; the customers it brought stay its own, and their
// orders stay listed under it.

export const partnerStates = ['active', 'suspended'] as const;
export type PartnerState = (typeof partnerStates)[number];

/** Who suspended a partner, and when. */
export interface PartnerSuspension {
  at: string;
  staffEmail: string;
}

/** `GET /api/clients/staff/partners?state=&cursor=`: the partners in a state, the newest enrolment first. */
export const staffPartnersQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    state: z._default(z.enum(partnerStates, fieldMessages.invalidValue), 'active'),
    cursor: z.optional(z.string().check(z.maxLength(1024, fieldMessages.tooLong))),
  }),
);
export type StaffPartnersQuery = z.output<typeof staffPartnersQuerySchema>;

/** `PUT /api/clients/staff/customers/{id}/partner`: `{ suspended }`, the state the staff member wants. */
export const partnerSuspensionChangeSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    suspended: z.boolean(fieldMessages.invalidValue),
  }),
);

/** Partners a page of the staff's list shows. */
export const partnersPageSize = 20;

/** A partner in the staff's list. */
export interface StaffPartnerSummary {
  partnerId: string;
  email: string;
  name: string;
  companyName?: string;
  taxNumber?: string;
  code: string;
  currency: Currency;
  enrolledAt: string;
  suspended?: PartnerSuspension;
}

export interface StaffPartnerPage {
  partners: StaffPartnerSummary[];
  cursor?: string;
}
