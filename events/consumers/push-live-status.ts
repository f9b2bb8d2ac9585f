import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { liveConnections } from '#functions/lib/live-client';
import { connectionsOfTopic, removeConnection } from '#functions/lib/table/live-connections';
import type { LiveFrame } from '#shared/live';
import { processPartialBatch } from './partial-batch';

// Any event whose detail names live topics is pushed to the WebSocket connections watching them.
// A push is a notification of state the browser can refetch, so a repeated push is harmless and no
// idempotency record is kept; a connection that is gone is forgotten.

const envelopeSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    'detail-type': z.string(),
    detail: z.object({ topics: z.array(z.string()), data: z.unknown() }),
  }),
);

const push = async (connectionId: string, frame: LiveFrame) => {
  try {
    await liveConnections().send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(frame)),
      }),
    );
  } catch (error) {
    if (error instanceof GoneException) return removeConnection(connectionId);
    throw error;
  }
};

const processRecord = async (record: SQSRecord) => {
  const { 'detail-type': type, detail } = envelopeSchema.parse(JSON.parse(record.body));
  for (const topic of detail.topics) {
    const connections = await connectionsOfTopic(topic);
    await Promise.all(connections.map((id) => push(id, { type, topic, data: detail.data })));
  }
};

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialBatch(event, processRecord);
