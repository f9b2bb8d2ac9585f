import * as z from 'zod/mini';
import { partnerQueryParam, referralCodeOf } from '#shared/partners/partner-code';
import { browserStore } from './browser-store';

// A business partner's referral: the first well-formed `?partner=<code>` a visitor
// arrives with is kept in the browser (first touch: a later link does not replace it) and fills the
// sign-up form's partner code, which the sign-up sends as client metadata. A malformed code is ignored.

export const partnerReferralStore = browserStore('shop.partnerReferral', z.nullable(z.string()), null);

/** Keeps the page's `?partner=` code unless one is kept already. */
export const captureReferral = (location: Pick<Location, 'search'>): void => {
  const code = referralCodeOf(new URLSearchParams(location.search).get(partnerQueryParam));
  if (code && !partnerReferralStore.read()) partnerReferralStore.write(code);
};

/** The kept referral code, or empty: the sign-up form's starting value. */
export const keptReferralCode = (): string => referralCodeOf(partnerReferralStore.read()) ?? '';
