import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText } from '../../read-body';

// Answers and body reading shared by the sandbox's REST API, hosted page and control API.

const bodyLimit = 64 * 1024;

export const json = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Przelewy24's error shape: `{ error, code }`, the code being the HTTP status. */
export const p24Error = (res: ServerResponse, status: number, error: string) =>
  json(res, status, { error, code: status });

export const invalidInput = (res: ServerResponse) => p24Error(res, 400, 'Invalid input data');

/** The JSON body, or undefined when it is missing, too large or not JSON. */
export const readJson = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
  const text = await readText(req, res, bodyLimit);
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/** An `application/x-www-form-urlencoded` body (the hosted page's forms). */
export const readForm = async (req: IncomingMessage, res: ServerResponse): Promise<URLSearchParams> =>
  new URLSearchParams((await readText(req, res, bodyLimit)) ?? '');
