import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { readText } from '../read-body';
import { EventBridgeError, type EventBus } from './bus';

// The AWS JSON 1.1 protocol: POST /, `X-Amz-Target: AWSEvents.<Operation>`, JSON in and out,
// errors as a 4xx/5xx with `{ __type, message }`. Signatures are not checked.

/** A PutEvents entry as it travels on the wire: timestamps are epoch seconds. */
type WireEntry = Omit<PutEventsRequestEntry, 'Time'> & { Time?: number };

const contentType = 'application/x-amz-json-1.1';

/** PutEvents takes at most 256 KB of entries; a little room for the envelope. */
const maxRequestBytes = 512 * 1024;

const send = (res: ServerResponse, status: number, body: unknown): void => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(json) });
  res.end(json);
};

const sendError = (res: ServerResponse, status: number, type: string, message: string): void =>
  send(res, status, { __type: type, message });

const parseEntries = (body: string): PutEventsRequestEntry[] | undefined => {
  try {
    const { Entries } = JSON.parse(body) as { Entries?: WireEntry[] };
    if (!Array.isArray(Entries)) return undefined;
    return Entries.map(({ Time, ...entry }) => ({
      ...entry,
      ...(Time === undefined ? {} : { Time: new Date(Time * 1000) }),
    }));
  } catch {
    return undefined;
  }
};

const handle = async (bus: EventBus, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const target = req.headers['x-amz-target'];
  const body = await readText(req, res, maxRequestBytes);
  if (body === undefined) {
    sendError(res, 413, 'ValidationException', 'Total size of the entries in the request is over the limit');
    return;
  }
  if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
    sendError(res, 400, 'UnknownOperationException', `Operation ${String(target)} is not supported locally`);
    return;
  }
  const entries = parseEntries(body);
  if (!entries) {
    sendError(res, 400, 'SerializationException', 'Request body is not a PutEvents request');
    return;
  }
  try {
    send(res, 200, await bus.putEvents(entries));
  } catch (error) {
    if (!(error instanceof EventBridgeError)) throw error;
    sendError(res, 400, error.code, error.message);
  }
};

export const createEventBridgeEndpoint =
  (bus: EventBus) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    void handle(bus, req, res).catch((error: unknown) => {
      console.error('[eventbridge] request failed', error);
      if (!res.headersSent) sendError(res, 500, 'InternalException', 'Internal error');
    });
  };
