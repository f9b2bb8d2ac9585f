import { getWorkflowProgress, workflowProgressItem } from '../../lib/table/workflows';
import type { TablePorts } from '../table-ports';
import type { WorkflowPorts } from './workflow';

/** The real progress ports: the `SAGA#<id>` read, and its versioned put committed alone. */
export const workflowPorts = ({ commit, clock }: TablePorts): WorkflowPorts => ({
  progressOf: getWorkflowProgress,
  saveProgress: async (progress) =>
    (await commit([{ item: workflowProgressItem(progress, clock()), whenConditionFails: 'taken' }])).ok,
  clock,
});
