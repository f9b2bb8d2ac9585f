import * as z from 'zod/mini';
import type { FinancingChoice } from '../financing/financing-choice';
import type { Language } from '../locale';
import { multiLineText } from '../text';
import { fieldMessages } from '../validation';
import type { CallbackPromise } from './callback-promise';
import { formKinds } from './form-schemas';
import { type RequestAction, type RequestStatus, requestStatuses } from './request-states';

// The operations' inbox of stored requests (`GET /api/cms/staff/forms…`): the kinds it lists, its
// query, a move's body, and what it answers. Strict: an unknown parameter or field is refused.

/** Every kind of stored request: the forms of form-schemas.ts and the delivery-time questions. */
export const requestKinds = [...formKinds, 'delivery-time'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** A request's id: the ULID of its submission time (so its key follows from kind and id). */
export const requestIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)),
);

const moment = /* @__PURE__ */ z.lazy(() => z.union([z.iso.datetime(), z.iso.date()]));

/** `GET /api/cms/staff/forms?kind=&status=&from=&to=&cursor=`: newest first, every filter optional. */
export const staffRequestsQuery = () =>
  z.strictObject({
    kind: z.optional(z.enum(requestKinds)),
    status: z.optional(z.enum(requestStatuses)),
    /** Sent from this day (or moment) on. */
    from: z.optional(moment),
    /** Sent up to this day (or moment); a day counts to its end. */
    to: z.optional(moment),
    cursor: z.optional(z.string().check(z.maxLength(1024, fieldMessages.tooLong))),
  });
export const staffRequestsQuerySchema = /* @__PURE__ */ z.lazy(staffRequestsQuery);
export type StaffRequestsQuery = z.infer<typeof staffRequestsQuerySchema>;

/** What a member writes down about a request: what she did, whom she called. */
export const requestNoteField = /* @__PURE__ */ z.lazy(() => multiLineText({ max: 2000 }));

/** The revision of the request the member saw: a request changed since is refused, not overwritten. */
const revisionField = () => z.int().check(z.gte(0, fieldMessages.invalidValue));

/**
 * `POST /api/cms/staff/forms/{kind}/{id}/transitions`: `{ action, revision, note? }`; a note's action
 * needs its note, taking and handling may carry one.
 */
export const requestTransitionSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('action', [
    z.strictObject({
      action: z.enum(['take', 'handle'] as const satisfies readonly RequestAction[]),
      revision: revisionField(),
      note: z.optional(requestNoteField),
    }),
    z.strictObject({ action: z.literal('note'), revision: revisionField(), note: requestNoteField }),
  ]),
);
export type RequestTransition = z.infer<typeof requestTransitionSchema>;

/** A staff member as her verified token names her. */
export interface RequestMember {
  sub: string;
  email?: string;
}

/** One move of a request, as its history keeps it: who, what, when, and the state before and after. */
export interface RequestHistoryRecord {
  at: string;
  action: RequestAction;
  by: RequestMember;
  from: RequestStatus;
  to: RequestStatus;
  assigneeBefore?: RequestMember;
  assigneeAfter?: RequestMember;
  note?: string;
}

/** A request as operations read it: the sender's fields, its kind's own, and where it stands. */
export interface StaffRequestView {
  kind: RequestKind;
  id: string;
  submittedAt: string;
  language: Language;
  status: RequestStatus;
  revision: number;
  assignee?: RequestMember;
  updatedAt?: string;
  email: string;
  fullName?: string;
  phone?: string;
  companyName?: string;
  message?: string;
  /** A service inquiry's or a delivery-time question's product. */
  productId?: string;
  /** A financing inquiry's choice. */
  financing?: FinancingChoice;
  /** A callback request's promise, as the sender was answered. */
  callback?: CallbackPromise;
  /** The moves its status allows now. */
  actions: RequestAction[];
}

/** How many requests each status holds; past `cap`, more than that. */
export interface RequestCounts {
  counts: Record<RequestStatus, number>;
  cap: number;
}

/** A page of the inbox; the first one with its counts per status (of the kind and range asked). */
export interface StaffRequestPage {
  requests: StaffRequestView[];
  cursor?: string;
  counts?: RequestCounts;
}

/** One request with its history, oldest first. */
export interface StaffRequestDetail {
  request: StaffRequestView;
  history: RequestHistoryRecord[];
}
