import { rmSync } from 'node:fs';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AuthFlowType,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { pendingOutboxItems } from '#functions/lib/table/outbox';
import { type Runtime, startRuntime } from '#infra/local/runtime';
import { type demoUsers, seedUser } from '#infra/local/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's files share their worker's runtime (vitest.config.ts). */
    sharedRuntime: boolean;
  }
}

/**
 * A local runtime for tests: random ports, in-memory data, redeliveries in moments, and no schedule
 * firing by the wall clock (a test runs a schedule's work itself, at the time it chooses).
 */
const startQuickRuntime = () =>
  startRuntime({ port: 0, visibilityScale: 0.005, pollIntervalMs: 50, logLevel: 'ERROR', schedules: false });

let shared: Promise<Runtime> | undefined;

/**
 * The worker's one runtime, started by its first file and kept for the files after it (the shared
 * project runs its files in one worker without isolation, so this module and the runtime live on).
 * A file's `stop()` leaves it running; it ends with the worker, its children with it (they exit when
 * their parent does: services/dynamodb-local.ts, cognito-local.ts), its temporary data removed.
 */
const sharedRuntime = (): Promise<Runtime> => {
  shared ??= startQuickRuntime().then((runtime) => {
    // Vitest ends a worker with SIGTERM and, half a second later, SIGKILL: no time for `stop()`.
    process.once('SIGTERM', () => {
      rmSync(runtime.dataDir, { recursive: true, force: true });
      process.exit(0);
    });
    let pictures: Promise<number> | undefined;
    return {
      ...runtime,
      writeDemoPictures: () => {
        pictures ??= runtime.writeDemoPictures();
        return pictures;
      },
      stop: async () => undefined,
    };
  });
  // A runtime that did not start is not kept: the next file tries again.
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
};

/**
 * The runtime of a test file: in the shared project its worker's (the files there leave no switch on
 * and assume nothing about what other files stored), elsewhere one of its own, stopped by the file.
 */
export const startTestRuntime = (): Promise<Runtime> =>
  inject('sharedRuntime') ? sharedRuntime() : startQuickRuntime();

/**
 * Resolves once the work requests and events set off is done: the outbox publisher has had every
 * record written so far and every queue is empty (what a consumer does twice would be done by then).
 */
export const allWorkDone = async (runtime: Runtime) => {
  await runtime.outboxCaughtUp();
  await Promise.all(Object.values(runtime.queues).map(({ queue }) => queue.drained()));
};

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export const eventually = async <T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Waits until no outbox event whose detail holds `text` (the test's own address or product) waits to
 * be published: on a runtime shared with other test files, theirs may be pending at any moment.
 */
export const ownEventsPublished = (text: string) =>
  eventually(async () => !(await pendingOutboxItems()).some(({ detail }) => detail.includes(text)));

/** Signs a user in with USER_PASSWORD_AUTH, as the site does. */
export const signIn = async (runtime: Runtime, email: string, password: string) => {
  const { AuthenticationResult } = await runtime.cognito.client.send(
    new InitiateAuthCommand({
      ClientId: runtime.cognito.clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  const accessToken = AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`sign-in of ${email} returned no tokens`);
  return { idToken, accessToken, sub: String(decodeJwt(idToken).sub) };
};

/** Creates a confirmed user in cognito-local and signs them in (for tests needing many customers). */
export const signUpAndIn = async (runtime: Runtime, email: string, password = 'Test1234') => {
  const { client, userPoolId } = runtime.cognito;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  return signIn(runtime, email, password);
};

let demoLike = 0;

/**
 * A new customer made as the seed makes its demo customers (profile, account type, password), for a
 * file that must find her as the seed leaves her: the demo accounts themselves are used by other files
 * on a shared runtime. Her e-mail is new in every call.
 */
export const demoLikeUser = async (runtime: Runtime, like: (typeof demoUsers)[number]) => {
  const user = {
    ...like,
    email: `${like.accountType}.${process.pid}.${++demoLike}.${Date.now()}@demo-like.example.pl`,
  };
  await seedUser(runtime.cognito.client, runtime.cognito.userPoolId, user);
  return user;
};

/** A new demo-like customer (`demoLikeUser`), signed in. */
export const signInDemoLike = async (runtime: Runtime, like: (typeof demoUsers)[number]) => {
  const user = await demoLikeUser(runtime, like);
  return signIn(runtime, user.email, user.password);
};
