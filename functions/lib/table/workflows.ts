import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Workflow progress (`SAGA#<id>` / `SAGA`): which steps of a workflow run finished and the state they
// handed on, written after each step by `functions/use-cases/workflow/workflow.ts`, so a re-run with
// the same id resumes after the last finished step.

export type WorkflowStatus = 'running' | 'done' | 'failed';

export interface WorkflowProgress<State = unknown> {
  id: string;
  workflow: string;
  /** Hash of the request the run serves: the same request resumes, another one starts anew. */
  request: string;
  status: WorkflowStatus;
  /** Names of the finished steps, in order. */
  finished: string[];
  state: State;
  /** The error code a failed run answered. */
  failure?: string;
  /** Raised by every write; a write expects the version it read, so two runs never both proceed. */
  version: number;
  /** Transient failures so far (a step that answered `retryAfterSeconds`); past the workflow's limit one is final. */
  retries?: number;
  /** Epoch ms until which a running run holds the item; past it, a re-run takes it over. */
  leaseUntil: number;
}

/** A finished or abandoned run is forgotten after this long. */
const lifetimeSeconds = 30 * 24 * 3600;

const key = (id: string) => ({ pk: `SAGA#${id}`, sk: 'SAGA' });

/**
 * The progress at `progress.version`; its condition fails unless the stored item is still at the
 * version before it (or absent).
 */
export const workflowProgressItem = (progress: WorkflowProgress, now: Date): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...key(progress.id),
      ...progress,
      updatedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + lifetimeSeconds,
    },
    ConditionExpression: 'attribute_not_exists(pk) OR version = :before',
    ExpressionAttributeValues: { ':before': progress.version - 1 },
  },
});

export const getWorkflowProgress = async (id: string): Promise<WorkflowProgress | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: key(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, updatedAt: _at, expiresAt: _ttl, ...progress } = Item;
  return progress as WorkflowProgress;
};
