import { runExport } from '#functions/use-cases/reports/run-export';
import { exportWriterDeps } from '#functions/use-cases/reports/writer-deps';
import { exportRequested } from '../contracts/export-requested';
import { sqsConsumer } from './sqs-consumer';

// An on-demand finance export. A failed run records its reason and is thrown on, so SQS
// delivers the event again and the run starts over; after the queue's receives it stays failed.

export const handler = sqsConsumer(exportRequested, async ({ data }) => {
  const run = await runExport(exportWriterDeps(), data.exportId);
  if (!run.ok) throw new Error(`export ${data.exportId}: ${run.code}`);
  return { exportId: data.exportId, status: run.value.status };
});
