import { describe, expect, it } from 'vitest';
import { graphProblems } from '../state-machine';
import { exportMachine } from './export-states';

describe('an export’s states', () => {
  it('is a sound machine', () => {
    expect(graphProblems(exportMachine)).toEqual([]);
  });

  it('runs again after a failure or a crash, never after it is done', () => {
    expect(exportMachine.sourcesOf('running')).toEqual(['queued', 'running', 'failed']);
    expect(exportMachine.targetsOf('done')).toEqual([]);
  });
});
