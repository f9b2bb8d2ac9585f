import type { ChildProcess } from 'node:child_process';
import { waitForPort } from '../ports';

// A child process the runtime keeps running: when it exits without being asked to (a crash, the OOM
// killer, a stray kill), it is started again and the runtime logs both facts.

export interface SupervisedChild {
  /** Ends the child for good (no restart) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Test hook: kills the child as a crash would; resolves once it has exited (the restart follows). */
  kill(): Promise<void>;
  /** Test hook: stops the child as a hung process is (it keeps its connections, answering nothing); answers its resumption. */
  hang(): () => void;
}

const exitOf = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()));

/**
 * `launch` starts the child and resolves once it serves (rejects when it cannot). A failed restart is
 * tried again, a second later each time up to 10 s, until it succeeds or `stop()` is called.
 */
export const superviseChild = async (options: {
  name: string;
  launch: () => Promise<ChildProcess>;
  log: (line: string) => void;
}): Promise<SupervisedChild> => {
  const { name, launch, log } = options;
  let stopping = false;
  let child = await launch();
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (attempt = 1): Promise<void> => {
    if (stopping) return;
    try {
      child = await launch();
      log(`${name} restarted`);
      watch(child);
    } catch (error) {
      log(`${name} did not start again (${String(error)}); next try in ${Math.min(attempt, 10)} s`);
      await new Promise((r) => setTimeout(r, Math.min(attempt, 10) * 1000));
      return restart(attempt + 1);
    }
  };

  const watch = (watched: ChildProcess) => {
    void exitOf(watched).then(() => {
      if (stopping) return;
      log(`${name} exited (${watched.signalCode ?? `code ${watched.exitCode}`}); starting it again`);
      restarting = restart();
    });
  };
  watch(child);

  return {
    stop: async () => {
      stopping = true;
      await restarting;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exitOf(child);
    },
    kill: async () => {
      const killed = child;
      killed.kill('SIGKILL');
      await exitOf(killed);
    },
    hang: () => {
      const hung = child;
      // A child between its exit and its restart is no longer there to stop.
      if (!hung.kill('SIGSTOP')) throw new Error(`${name} is not running: nothing to hang`);
      return () => hung.kill('SIGCONT');
    },
  };
};

/**
 * Resolves with `child` once it answers on `port`; when it exits first or never answers in
 * `timeoutMs`, kills it and rejects with its name and what it wrote to stderr (or `hint`).
 */
export const whenServing = async (
  child: ChildProcess,
  options: { name: string; port: number; timeoutMs: number; hint?: string },
): Promise<ChildProcess> => {
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    await Promise.race([
      waitForPort(options.port, options.timeoutMs),
      exitOf(child).then(() => {
        throw new Error(`${options.name} exited: ${stderr.trim() || options.hint || ''}`);
      }),
    ]);
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
};
