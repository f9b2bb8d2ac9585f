import * as z from 'zod/mini';
import { browserStore, useStored } from '../browser-store';

// The signed-in user's profile as the browser keeps it (spec section 3: user profile), written after
// sign-in and on every refresh. It expires at `expirationDateTime`: an expired copy is never used,
// and the session keeper refreshes or drops it.

const storedProfileSchema = z.nullable(
  z.strictObject({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    accountTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    groups: z.array(z.string()),
    expirationDateTime: z.string(),
  }),
);
export type StoredProfile = NonNullable<z.infer<typeof storedProfileSchema>>;

export const profileStore = browserStore('shop.profile', storedProfileSchema, null);

/** Expired when its expiry time is not after now; an unreadable time counts as expired. */
export const isExpired = (profile: StoredProfile, now: number): boolean =>
  !(Date.parse(profile.expirationDateTime) > now);

/** The stored profile while it is valid; `undefined` for a guest or an expired copy. */
export const useProfile = (): StoredProfile | undefined => {
  const profile = useStored(profileStore);
  return profile && !isExpired(profile, Date.now()) ? profile : undefined;
};
