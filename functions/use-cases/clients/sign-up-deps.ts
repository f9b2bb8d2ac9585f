import { createClientProfile } from '../../lib/table/client-profiles';
import { getPendingSignUp, pendingSignUpItems } from '../../lib/table/pending-sign-ups';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the sign-up use cases (the Cognito triggers): the pending sign-up's read and items, and
 * the profile's one-time creation.
 */
export interface SignUpPorts extends TablePorts {
  getPendingSignUp: typeof getPendingSignUp;
  pendingSignUpItems: typeof pendingSignUpItems;
  createClientProfile: typeof createClientProfile;
}

export const signUpDeps = (): SignUpPorts => ({
  ...tablePorts(),
  getPendingSignUp,
  pendingSignUpItems,
  createClientProfile,
});
