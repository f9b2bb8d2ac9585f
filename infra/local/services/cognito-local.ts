import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPool } from '../../wiring';
import { freePort } from '../ports';
import { localCredentials, localRegion } from './local-aws';
import { superviseChild, whenServing } from './supervised-child';

// `cognito-local` as a child process, restarted when it dies: its state lives as JSON under `dataDir`,
// its tokens are RS256 with a JWKS at `{issuer}/.well-known/jwks.json`, as on AWS. The pool, client
// and groups of the wiring are created once and found again on later starts.

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  client: CognitoIdentityProviderClient;
  /** Test hook: kills cognito-local as a crash would; it is started again. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Where cognito-local invokes the user pool triggers: a Lambda Invoke endpoint and function names. */
export interface CognitoLocalTriggers {
  lambdaEndpoint: string;
  /** cognito-local trigger name (`PreSignUp`, …) → function name. */
  functions: Record<string, string>;
}

/** cognito-local keeps its config and pools under `<dataDir>/.cognito`. */
export const cognitoLocalDbDir = (dataDir: string) => join(dataDir, '.cognito', 'db');

/**
 * Loaded before cognito-local: it exits when its standard input closes. The runtime holds the other
 * end of that pipe, so a runtime that dies, even by SIGKILL, takes cognito-local along.
 */
const exitWithParent = 'data:text/javascript,process.stdin.on("end",()=>process.exit(0)).resume()';

/** What cognito-local lacks of Cognito's API, added before it starts. */
const additions = join(dirname(fileURLToPath(import.meta.url)), 'cognito-local-resend-code.cjs');

/** Spawns cognito-local and resolves once its port answers. */
const launch = (port: number, dataDir: string): Promise<ChildProcess> => {
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
    'lib/bin/start.js',
  );
  const child = spawn(process.execPath, ['--import', exitWithParent, '--require', additions, bin], {
    cwd: dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return whenServing(child, { name: 'cognito-local', port, timeoutMs: 30_000 });
};

/**
 * Starts cognito-local, restarted when it dies (`log` says so); its pools, users and keys live under
 * `dataDir`, so a restart keeps them.
 */
export const startCognitoLocal = async (options: {
  dataDir: string;
  port?: number;
  triggers?: CognitoLocalTriggers;
  log: (line: string) => void;
}): Promise<CognitoLocal> => {
  const port = options.port || (await freePort());
  mkdirSync(join(options.dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({
      LambdaClient: { endpoint: options.triggers?.lambdaEndpoint, region: localRegion },
      TriggerFunctions: options.triggers?.functions ?? {},
    }),
  );
  const child = await superviseChild({
    name: 'cognito-local',
    launch: () => launch(port, options.dataDir),
    log: options.log,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: localRegion,
    credentials: localCredentials,
  });
  const { userPoolId, clientId } = await ensurePool(client);
  return {
    endpoint,
    userPoolId,
    clientId,
    issuer: `${endpoint}/${userPoolId}`,
    client,
    kill: child.kill,
    stop: async () => {
      client.destroy();
      await child.stop();
    },
  };
};

const ensurePool = async (client: CognitoIdentityProviderClient) => {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = UserPools.find((pool) => pool.Name === userPool.name)?.Id;
  if (!userPoolId) {
    const { passwordPolicy } = userPool;
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: userPool.name,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local created no user pool');
  // As the deployed pool: MFA optional, TOTP only (a kept pool gets it too).
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );

  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  // The tokens last as long as on AWS; a client a kept data folder has from before is brought to it.
  const tokenValidity = {
    AccessTokenValidity: userPool.tokenMinutes,
    IdTokenValidity: userPool.tokenMinutes,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes' },
  } as const;
  let clientId = UserPoolClients.find((c) => c.ClientName === userPool.clientName)?.ClientId;
  if (clientId) {
    await client.send(
      new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId, ...tokenValidity }),
    );
  } else {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: userPool.clientName,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        ...tokenValidity,
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local created no app client');

  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const group of userPool.groups) {
    if (!Groups.some((g) => g.GroupName === group)) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    }
  }
  return { userPoolId, clientId };
};
