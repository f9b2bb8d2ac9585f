import { z } from 'zod';

// An event contract: name (the EventBridge detail-type), source, version and the zod schema of its
// data. The detail on the bus is an envelope around the data; a breaking change is a new version
// published beside the old one until every consumer has moved.

export interface EventContract<S extends z.ZodType> {
  name: string;
  source: string;
  version: number;
  detail: z.ZodObject<{
    eventId: z.ZodString;
    version: z.ZodLiteral<number>;
    occurredAt: z.ZodISODateTime;
    topics: z.ZodOptional<z.ZodArray<z.ZodString>>;
    data: S;
  }>;
}

export type EventDetail<S extends z.ZodType> = z.infer<EventContract<S>['detail']>;

export const defineEvent = <S extends z.ZodType>(spec: {
  name: string;
  source: string;
  version: number;
  data: S;
}): EventContract<S> => ({
  name: spec.name,
  source: spec.source,
  version: spec.version,
  detail: z.object({
    /** The outbox item's id: the same for every redelivery, so consumers de-duplicate on it. */
    eventId: z.string().min(1),
    version: z.literal(spec.version),
    occurredAt: z.iso.datetime(),
    /** Live-status topics this event is pushed to (see events/consumers/push-live-status.ts). */
    topics: z.array(z.string()).optional(),
    data: spec.data,
  }),
});
