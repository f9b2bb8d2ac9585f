import type { NewProfile } from '../../lib/table/client-profiles';
import type { PendingSignUp } from '../../lib/table/pending-sign-ups';
import type { TransactItem } from '../../lib/table/transaction';
import type { SignUpPorts } from '../clients/sign-up-deps';
import type { Commit } from '../table-ports';
import { fixedNow } from './fake-table-ports';

/**
 * In-memory sign-up ports: pending sign-ups by e-mail and profiles by user id, changed by `commit`
 * (items are the changes themselves); a profile is created only once; `partnerCodes` maps the known
 * partners' codes to their ids.
 */
export const fakeSignUpPorts = (
  pending: Record<string, PendingSignUp> = {},
  partnerCodes: Record<string, string> = {},
) => {
  const pendingByEmail = new Map(Object.entries(pending));
  const profiles = new Map<string, NewProfile>();
  type Change = () => void;
  const commit: Commit = async (items) => {
    for (const { item } of items) (item as unknown as Change)();
    return { ok: true };
  };
  const change = (run: Change) => run as unknown as TransactItem;
  const ports: SignUpPorts = {
    commit,
    clock: () => fixedNow,
    getPendingSignUp: async (email) => pendingByEmail.get(email),
    pendingSignUpItems: {
      record: (email, record) => change(() => pendingByEmail.set(email, record)),
      forget: (email) => change(() => pendingByEmail.delete(email)),
    },
    createClientProfile: async (profile) => {
      if (profiles.has(profile.userId)) return false;
      profiles.set(profile.userId, profile);
      return true;
    },
    partnerIdOfCode: async (code) => partnerCodes[code],
  };
  return { ports, pendingByEmail, profiles };
};
