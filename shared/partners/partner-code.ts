import * as z from 'zod/mini';
import { fieldMessages } from '../validation';

// A partner's code: `P-` and six letters or digits, e.g. `P-7K3M9Q`. A visitor who
// arrives with `?partner=<code>`, or types the code at sign-up, is attributed to that partner when the
// account is confirmed (first touch; an unknown code is ignored). Compared upper-cased.

/** The query parameter of a partner's referral link. */
export const partnerQueryParam = 'partner';

/** Letters and digits a code is made of: no 0/O, 1/I/L, so it reads back unambiguously. */
export const partnerCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const partnerCodeLength = 6;

const codePattern = /^P-[A-Z0-9]{6}$/;

/** The code as stored: trimmed and upper-cased. */
export const normalizePartnerCode = (value: string): string => value.trim().toUpperCase();

export const isPartnerCode = (value: string): boolean => codePattern.test(normalizePartnerCode(value));

/** The code from six picks of the alphabet (`pick(n)` answers 0 … n−1, a random source). */
export const partnerCodeOf = (pick: (n: number) => number): string =>
  `P-${Array.from({ length: partnerCodeLength }, () => partnerCodeAlphabet[pick(partnerCodeAlphabet.length)]).join('')}`;

/** A code where one is required (client metadata, lookups): malformed is `invalid_partner_code`. */
export const partnerCodeSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.string().check(z.maxLength(16, fieldMessages.invalidPartnerCode)),
    z.pipe(
      z.transform(normalizePartnerCode),
      z.string().check(z.regex(codePattern, fieldMessages.invalidPartnerCode)),
    ),
  ),
);

/** The sign-up form's optional field: empty, or a well-formed code. */
export const partnerCodeField = /* @__PURE__ */ z.lazy(() =>
  z._default(
    z.pipe(
      z.string().check(
        z.maxLength(16, fieldMessages.invalidPartnerCode),
        z.refine((value) => value.trim() === '' || isPartnerCode(value), fieldMessages.invalidPartnerCode),
      ),
      z.transform(normalizePartnerCode),
    ),
    '',
  ),
);

/** A referral code of a link's query: a well-formed one, else nothing (a bad link is ignored safely). */
export const referralCodeOf = (value: string | null | undefined): string | undefined =>
  value && value.length <= 16 && isPartnerCode(value) ? normalizePartnerCode(value) : undefined;
