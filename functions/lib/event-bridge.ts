import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { config } from './config';
import { once } from './once';
import type { OutboxItem } from './table/outbox';

export const eventBridge = once(() => new EventBridgeClient({}));

/**
 * Puts one event on the bus at once, outside the outbox: for an input stored first on the bus itself
 * (a provider's notification), where no change of ours commits with it. Throws when the bus does not
 * take it, so the caller answers 5xx and the sender retries.
 */
export const putEventNow = async (event: Pick<OutboxItem, 'source' | 'detailType' | 'detail'>) => {
  const answer = await eventBridge().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: config('eventBus').EVENT_BUS_NAME,
          Source: event.source,
          DetailType: event.detailType,
          Detail: event.detail,
        },
      ],
    }),
  );
  if (answer.FailedEntryCount)
    throw new Error(`the bus refused ${event.detailType}: ${answer.Entries?.[0]?.ErrorCode}`);
};
