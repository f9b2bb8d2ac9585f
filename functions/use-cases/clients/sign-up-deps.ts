import { createClientProfile } from '../../lib/table/client-profiles';
import { partnerIdOfCode } from '../../lib/table/partners';
import { getPendingSignUp, pendingSignUpItems } from '../../lib/table/pending-sign-ups';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of the sign-up use cases (the Cognito triggers): the pending sign-up's read and items, the
 * profile's one-time creation and the partner a sign-up's code names.
 */
export interface SignUpPorts extends TablePorts {
  getPendingSignUp: typeof getPendingSignUp;
  pendingSignUpItems: typeof pendingSignUpItems;
  createClientProfile: typeof createClientProfile;
  partnerIdOfCode: typeof partnerIdOfCode;
}

export const signUpDeps = (): SignUpPorts => ({
  ...tablePorts(),
  getPendingSignUp,
  pendingSignUpItems,
  createClientProfile,
  partnerIdOfCode,
});
