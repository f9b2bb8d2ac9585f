import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors';
import type { WorkflowProgress } from '../../lib/table/workflows';
import { fail, failOnFields, ok } from '../result';
import { crashingOnSave, fakeWorkflowPorts } from '../testing/fake-workflow-ports';
import { step, type WorkflowPorts, workflow } from './workflow';

type State = { done: string[] };
type Ports = { log: string[]; failing: Partial<Record<string, ErrorCode | 'throw'>> };

/** A step that appends its name to the state and logs its runs and compensations. */
const recording = (name: string) =>
  step<Ports, State>(
    name,
    async ({ log, failing }, state, workflowId) => {
      log.push(`run ${name} ${workflowId}`);
      const failure = failing[name];
      if (failure === 'throw') throw new Error('outage');
      if (failure) return failOnFields(failure, [{ path: name, message: failure }]);
      return ok({ done: [...state.done, name] });
    },
    async ({ log }, state) => {
      log.push(`undo ${name} after ${state.done.join(',')}`);
    },
  );

const threeSteps = workflow('three-steps', ['a', 'b', 'c'].map(recording), {
  failureCode: 'invoice_data_edit_failed',
});

const setUp = (failing: Ports['failing'] = {}) => {
  const table = fakeWorkflowPorts();
  const log: string[] = [];
  const ports: Ports & WorkflowPorts = { ...table.ports, log, failing };
  const later = () => {
    table.now.value = new Date(table.now.value.getTime() + 60_000);
  };
  return { ...table, log, ports, later };
};

const run = { id: 'w1', request: 'r1', state: { done: [] } };

/** The progress item of a run that finished `finished` and holds its lease until `leaseUntil`. */
const runningAfter = (finished: string[], leaseUntil: number): WorkflowProgress => ({
  ...run,
  workflow: 'three-steps',
  status: 'running',
  finished,
  state: { done: finished },
  version: finished.length + 1,
  leaseUntil,
});

describe('workflow', () => {
  it('runs the steps in order, handing on the state, and saves the progress after each', async () => {
    const { ports, log, saved } = setUp();
    expect(await threeSteps(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log).toEqual(['run a w1', 'run b w1', 'run c w1']);
    expect(saved.map(({ status, finished }) => [status, finished.join(',')])).toEqual([
      ['running', ''],
      ['running', 'a'],
      ['running', 'a,b'],
      ['running', 'a,b,c'],
      ['done', 'a,b,c'],
    ]);
  });

  it('resumes a crashed run after its last finished step, repeating none', async () => {
    const { ports, log, later } = setUp();
    const crashing = crashingOnSave(ports, 3);
    await expect(threeSteps(crashing, run)).rejects.toThrow('crash');
    expect(log).toEqual(['run a w1', 'run b w1']);
    later();
    expect(await threeSteps(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log).toEqual(['run a w1', 'run b w1', 'run b w1', 'run c w1']);
  });

  it('refuses a run whose id another run holds, until its lease ends', async () => {
    const { ports, log, items, later } = setUp();
    items.set('w1', { ...runningAfter(['a'], ports.clock().getTime() + 1000), request: run.request });
    expect(await threeSteps(ports, run)).toEqual(fail('invoice_data_edit_failed', 30));
    expect(log).toEqual([]);
    later();
    expect(await threeSteps(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log).toEqual(['run b w1', 'run c w1']);
  });

  it('stops without another step when a save loses to a run that took over the progress', async () => {
    const { ports, log, items } = setUp();
    const overtaken: typeof ports = {
      ...ports,
      saveProgress: async (progress) => {
        const stored = items.get(progress.id);
        if (stored?.finished.length === 0 && progress.finished.length === 1) {
          items.set(progress.id, { ...stored, version: stored.version + 1 });
        }
        return ports.saveProgress(progress);
      },
    };
    expect(await threeSteps(overtaken, run)).toEqual(fail('invoice_data_edit_failed', 30));
    expect(log).toEqual(['run a w1']);
  });

  it('answers a finished run of the same request again without a step, and runs another request anew', async () => {
    const { ports, log } = setUp();
    await threeSteps(ports, run);
    expect(await threeSteps(ports, { ...run, state: { done: ['ignored'] } })).toEqual(
      ok({ done: ['a', 'b', 'c'] }),
    );
    expect(log).toHaveLength(3);
    expect(await threeSteps(ports, { ...run, request: 'r2' })).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log).toHaveLength(6);
  });

  it("runs the finished steps' compensations in reverse and surfaces the failing step's code", async () => {
    const { ports, log, items } = setUp({ c: 'company_not_found' });
    expect(await threeSteps(ports, run)).toEqual(
      failOnFields('company_not_found', [{ path: 'c', message: 'company_not_found' }]),
    );
    expect(log).toEqual(['run a w1', 'run b w1', 'run c w1', 'undo b after a,b', 'undo a after a,b']);
    expect(items.get('w1')).toMatchObject({ status: 'failed', failure: 'company_not_found' });
  });

  it("answers the workflow's failure code for a step that throws, after compensating", async () => {
    const { ports, log } = setUp({ b: 'throw' });
    expect(await threeSteps(ports, run)).toEqual(fail('invoice_data_edit_failed'));
    expect(log).toEqual(['run a w1', 'run b w1', 'undo a after a']);
  });

  it('starts a failed run anew when asked again', async () => {
    const { ports, log } = setUp({ b: 'company_not_found' });
    await threeSteps(ports, run);
    ports.failing = {};
    expect(await threeSteps(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log.slice(3)).toEqual(['run a w1', 'run b w1', 'run c w1']);
  });

  it('compensates an abandoned run of another request before running the new one', async () => {
    const { ports, log, items, later } = setUp();
    items.set('w1', { ...runningAfter(['a', 'b'], ports.clock().getTime()), request: 'r0' });
    later();
    expect(await threeSteps(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
    expect(log).toEqual(['undo b after a,b', 'undo a after a,b', 'run a w1', 'run b w1', 'run c w1']);
  });

  describe('with retries', () => {
    /** Step b answers "ask again in 30 s" `times` times, then succeeds. */
    const retrying = (times: number) => {
      const left = { value: times };
      const b = step<Ports, State>(
        'b',
        async ({ log }, state) => {
          log.push('run b');
          if (left.value-- > 0) return fail('microsoft_unavailable', 30);
          return ok({ done: [...state.done, 'b'] });
        },
        async ({ log }) => {
          log.push('undo b');
        },
      );
      return workflow('retrying', [recording('a'), b, recording('c')], {
        failureCode: 'microsoft_unavailable',
        maxRetries: 2,
      });
    };

    it('keeps a transient failure for a retry: nothing compensated, the lease released, resumed at that step', async () => {
      const { ports, log, items } = setUp();
      const flow = retrying(1);
      expect(await flow(ports, run)).toEqual(fail('microsoft_unavailable', 30));
      expect(items.get('w1')).toMatchObject({ status: 'running', finished: ['a'], retries: 1 });
      expect(items.get('w1')?.leaseUntil).toBe(ports.clock().getTime());
      expect(await flow(ports, run)).toEqual(ok({ done: ['a', 'b', 'c'] }));
      expect(log).toEqual(['run a w1', 'run b', 'run b', 'run c w1']);
    });

    it('makes the failure final past its retries: the finished steps compensated, the run failed', async () => {
      const { ports, log, items } = setUp();
      const flow = retrying(5);
      await flow(ports, run);
      await flow(ports, run);
      expect(await flow(ports, run)).toEqual(fail('microsoft_unavailable'));
      expect(items.get('w1')).toMatchObject({ status: 'failed', failure: 'microsoft_unavailable' });
      expect(log).toEqual(['run a w1', 'run b', 'run b', 'run b', 'undo a after a']);
    });
  });
});
