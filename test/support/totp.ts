import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { setUpTotp, signInWithTotp } from '#infra/local/demo-staff-totp';
import type { Runtime } from '#infra/local/runtime';
import type { StaffGroup } from '#shared/identity/roles';
import { signUpAndIn } from './runtime';

/**
 * A new member of a staff group with TOTP set up, signed in through the TOTP challenge: a token that
 * carries the group's claim, as a staff member's does on AWS.
 */
export const signInAsStaff = async (
  runtime: Runtime,
  email: string,
  group: StaffGroup,
  password = 'Test1234',
) => {
  const { client, userPoolId, clientId } = runtime.cognito;
  const first = await signUpAndIn(runtime, email, password);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }),
  );
  const secret = await setUpTotp(client, first.accessToken);
  const idToken = await signInWithTotp(client, clientId, { email, password, secret });
  return { idToken, secret };
};
