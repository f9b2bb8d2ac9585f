import {
  AdminAddUserToGroupCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { setUpTotp, totp } from '#infra/local/demo-staff-totp';
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
  const challenge = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const { AuthenticationResult } = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totp(secret) },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${email} got no token through the TOTP challenge`);
  return { idToken, secret };
};
