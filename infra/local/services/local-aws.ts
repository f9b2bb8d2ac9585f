import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENV_KEY, ENV_SECRET } from '@aws-sdk/credential-provider-env';

// Credentials and region the local servers accept; none of them checks signatures.
export const localRegion = 'eu-central-1';
export const localAccount = '000000000000';
// s3rver accepts only its own key pair; DynamoDB Local and cognito-local accept any.
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The local key pair in the variables Lambda sets for a function's role (the SDK's environment
 * provider reads them, the only one a function's bundle keeps: functions/lib/lambda-credentials.ts).
 * Not a secret: s3rver's fixed public pair.
 */
export const environmentCredentials = {
  [ENV_KEY]: localCredentials.accessKeyId,
  [ENV_SECRET]: localCredentials.secretAccessKey,
};

/** Where the runtime serves credentials to handlers, on its emulated-AWS server. */
export const credentialsPath = '/_local/credentials';

/**
 * The container credentials endpoint (as ECS and SnapStart Lambdas have): handlers' SDK clients find
 * their credentials through `AWS_CONTAINER_CREDENTIALS_FULL_URI`, the SDK's own default chain.
 */
export const credentialsHandler = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      AccessKeyId: localCredentials.accessKeyId,
      SecretAccessKey: localCredentials.secretAccessKey,
      Token: 'local',
      Expiration: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    }),
  );
};
