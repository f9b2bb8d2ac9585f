import * as z from 'zod/mini';

// An event contract: name (the EventBridge detail-type), source, version and the zod schema of its
// data. The detail on the bus is an envelope around the data; a breaking change is a new version
// published beside the old one until every consumer has moved.

const envelope = <S extends z.ZodMiniType>(version: number, data: S) =>
  z.object({
    /** The outbox item's id: the same for every redelivery, so consumers de-duplicate on it. */
    eventId: z.string().check(z.minLength(1)),
    version: z.literal(version),
    occurredAt: z.iso.datetime(),
    /** Live-status topics this event is pushed to (see events/consumers/push-live-status.ts). */
    topics: z.optional(z.array(z.string())),
    data,
  });

export interface EventContract<S extends z.ZodMiniType> {
  name: string;
  source: string;
  version: number;
  /** Built on its first use, as the data's schema is (shared/README.md). */
  detail: z.ZodMiniLazy<ReturnType<typeof envelope<S>>>;
}

export type EventDetail<S extends z.ZodMiniType> = z.infer<EventContract<S>['detail']>;

export const defineEvent = <S extends z.ZodMiniType>(spec: {
  name: string;
  source: string;
  version: number;
  data: S;
}): EventContract<S> => ({
  name: spec.name,
  source: spec.source,
  version: spec.version,
  detail: z.lazy(() => envelope(spec.version, spec.data)),
});
