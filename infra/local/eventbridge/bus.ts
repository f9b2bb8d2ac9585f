import { randomUUID } from 'node:crypto';
import type { PutEventsRequestEntry, PutEventsResultEntry } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { compilePattern } from './pattern';

export interface BusRule {
  name: string;
  pattern: Record<string, unknown>;
  /** Receives the event envelope as JSON, as an SQS target receives it as the message body. */
  target: (body: string) => Promise<void>;
}

export interface EventBusOptions {
  name: string;
  region: string;
  account: string;
  rules: BusRule[];
}

export interface PutEventsResult {
  FailedEntryCount: number;
  Entries: PutEventsResultEntry[];
}

export interface EventBus {
  name: string;
  arn: string;
  putEvents(entries: PutEventsRequestEntry[]): Promise<PutEventsResult>;
  /** Fault injection for tests: while down, every entry is refused as EventBridge does in an outage. */
  setOutage(down: boolean): void;
}

/** A request-level error, as AWS answers with HTTP 400 and `__type`. */
export class EventBridgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

const maxEntries = 10;
const maxRequestBytes = 256 * 1024;

/** Entry size as AWS counts it towards the 256 KB request limit. */
const entrySize = (entry: PutEventsRequestEntry): number =>
  (entry.Time ? 14 : 0) +
  [entry.Source, entry.DetailType, entry.Detail, ...(entry.Resources ?? [])].reduce(
    (sum, part) => sum + Buffer.byteLength(part ?? ''),
    0,
  );

const parseDetail = (detail: string): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

const requiredArgument = (field: string): PutEventsResultEntry => ({
  ErrorCode: 'InvalidArgument',
  ErrorMessage: `Parameter ${field} is not valid. Reason: ${field} is a required argument.`,
});

const awsTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const createEventBus = ({ name, region, account, rules }: EventBusOptions): EventBus => {
  const arn = `arn:aws:events:${region}:${account}:event-bus/${name}`;
  const compiled = rules.map((rule) => ({ ...rule, matches: compilePattern(rule.pattern) }));

  const deliver = async (event: EventBridgeEvent<string, Record<string, unknown>>): Promise<void> => {
    const body = JSON.stringify(event);
    await Promise.all(
      compiled
        .filter((rule) => rule.matches(event))
        .map((rule) =>
          // EventBridge has accepted the event by now; a failing target never fails PutEvents.
          rule.target(body).catch((error: unknown) => {
            console.error(
              `[eventbridge:${name}] target of rule ${rule.name} failed for event ${event.id}`,
              error,
            );
          }),
        ),
    );
  };

  let down = false;

  const putEntry = async (entry: PutEventsRequestEntry): Promise<PutEventsResultEntry> => {
    if (down) return { ErrorCode: 'InternalFailure', ErrorMessage: 'Internal service error.' };
    if (!entry.Source) return requiredArgument('Source');
    if (!entry.DetailType) return requiredArgument('DetailType');
    if (!entry.Detail) return requiredArgument('Detail');
    const detail = parseDetail(entry.Detail);
    if (!detail) return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };

    const event: EventBridgeEvent<string, Record<string, unknown>> = {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account,
      time: awsTime(entry.Time ?? new Date()),
      region,
      resources: entry.Resources ?? [],
      detail,
    };
    const busName = entry.EventBusName ?? 'default';
    if (busName === name || busName === arn) {
      await deliver(event);
    } else {
      // AWS accepts events for other (even missing) buses and routes them nowhere.
      console.warn(`[eventbridge:${name}] event ${event.id} was put on bus "${busName}": no rule sees it`);
    }
    return { EventId: event.id };
  };

  const putEvents = async (entries: PutEventsRequestEntry[]): Promise<PutEventsResult> => {
    if (entries.length === 0 || entries.length > maxEntries) {
      throw new EventBridgeError(
        'ValidationException',
        `1 validation error detected: Value at 'entries' failed to satisfy constraint: Member must have length between 1 and ${maxEntries}`,
      );
    }
    if (entries.reduce((sum, entry) => sum + entrySize(entry), 0) > maxRequestBytes) {
      throw new EventBridgeError(
        'ValidationException',
        'Total size of the entries in the request is over the limit.',
      );
    }
    const results: PutEventsResultEntry[] = [];
    for (const entry of entries) results.push(await putEntry(entry));
    return { FailedEntryCount: results.filter((r) => r.ErrorCode).length, Entries: results };
  };

  return {
    name,
    arn,
    putEvents,
    setOutage: (value) => {
      down = value;
    },
  };
};
