import type { ErrorCode } from '#shared/errors';
import { logger } from '../../lib/logger';
import type { WorkflowProgress } from '../../lib/table/workflows';
import { fail, ok, type Result } from '../result';

// A durable workflow without Step Functions: named steps, each with a compensation, whose progress
// (`SAGA#<id>`: state and finished steps) is saved after every step.

/** How long a running run holds its progress item; a re-run takes over only after it (a crashed run). */
const leaseMs = 30_000;

export interface WorkflowPorts {
  progressOf: (id: string) => Promise<WorkflowProgress | undefined>;
  /** Saves the progress; false when another run wrote it since the version before `progress.version`. */
  saveProgress: (progress: WorkflowProgress) => Promise<boolean>;
  clock: () => Date;
}

/**
 * One step: `run` does its effect and hands on the state (an outside system gets the workflow id as
 * its idempotency key), or fails with a code; `compensate` undoes the effect from the final state.
 */
export interface Step<Ports, State> {
  name: string;
  run: (ports: Ports, state: State, workflowId: string) => Promise<Result<State>>;
  compensate: (ports: Ports, state: State, workflowId: string) => Promise<void>;
}

export const step = <Ports, State>(
  name: string,
  run: Step<Ports, State>['run'],
  compensate: Step<Ports, State>['compensate'],
): Step<Ports, State> => ({ name, run, compensate });

/** A run: its id (the progress item's), the hash of the request it serves, and the starting state. */
export interface WorkflowRun<State> {
  id: string;
  request: string;
  state: State;
}

/**
 * Input: ports, a run. Output: the final state, or the failing step's code (`failureCode` for a step
 * that threw; for a run held by another one, with `retryAfterSeconds`: ask again after its lease). A step's failure that says when to ask again
 * (`retryAfterSeconds`: Microsoft did not answer) is transient while the run has retries left
 * (`maxRetries`): the run stays `running` with its lease released and its retries counted, nothing is
 * compensated, and the caller asks again later (an event redelivered), which resumes at that step.
 * A final failure never carries `retryAfterSeconds`.
 * Course: a finished run of the same request answers its state again, repeating no step; a running
 * one is refused while its lease holds, then resumed after its last finished step (same request) or
 * compensated and replaced (another request); a failed one starts anew. Each finished step is saved
 * before the next starts; when a step fails, the finished steps' compensations run in reverse and
 * the failure is recorded. A crash during compensation leaves the run `running`, to be resumed.
 */
export const workflow =
  <Ports, State>(
    name: string,
    steps: Step<Ports, State>[],
    { failureCode, maxRetries = 0 }: { failureCode: ErrorCode; maxRetries?: number },
  ) =>
  async (
    ports: Ports & WorkflowPorts,
    { id, request, state }: WorkflowRun<State>,
  ): Promise<Result<State>> => {
    const leased = (progress: WorkflowProgress<State>): WorkflowProgress<State> => ({
      ...progress,
      version: progress.version + 1,
      leaseUntil: ports.clock().getTime() + leaseMs,
    });
    const compensate = async ({ finished, state: last }: WorkflowProgress<State>) => {
      for (const done of [...steps].reverse().filter((s) => finished.includes(s.name))) {
        await done.compensate(ports, last, id);
      }
    };
    const attempt = async (next: Step<Ports, State>, current: State): Promise<Result<State>> => {
      try {
        return await next.run(ports, current, id);
      } catch (error) {
        logger.error('workflow step failed', { workflow: name, step: next.name, error });
        return fail(failureCode);
      }
    };

    const before = (await ports.progressOf(id)) as WorkflowProgress<State> | undefined;
    if (before?.status === 'done' && before.request === request) return ok(before.state);
    const running = before?.status === 'running' ? before : undefined;
    const held = fail(failureCode, leaseMs / 1000);
    if (running && running.leaseUntil > ports.clock().getTime()) return held;
    const resumed = running?.request === request ? running : undefined;
    const fresh = { id, workflow: name, request, status: 'running' as const, finished: [], state };
    let progress = leased(resumed ?? { ...fresh, version: before?.version ?? 0, leaseUntil: 0 });
    if (!(await ports.saveProgress(progress))) return held;
    if (running && !resumed) await compensate(running);

    for (const next of steps.filter((s) => !progress.finished.includes(s.name))) {
      const outcome = await attempt(next, progress.state);
      const retries = progress.retries ?? 0;
      if (!outcome.ok && outcome.retryAfterSeconds !== undefined && retries < maxRetries) {
        const released = { ...leased(progress), retries: retries + 1, leaseUntil: ports.clock().getTime() };
        await ports.saveProgress(released);
        return outcome;
      }
      if (!outcome.ok) {
        await compensate(progress);
        await ports.saveProgress({ ...leased(progress), status: 'failed', failure: outcome.code });
        const { retryAfterSeconds: _final, ...failure } = outcome;
        return failure;
      }
      progress = leased({ ...progress, state: outcome.value, finished: [...progress.finished, next.name] });
      if (!(await ports.saveProgress(progress))) return held;
    }
    await ports.saveProgress({ ...leased(progress), status: 'done' });
    return ok(progress.state);
  };
