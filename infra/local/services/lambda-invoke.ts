import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Invoke } from '../lambda';
import { readText } from '../read-body';

// Lambda's Invoke API (`POST /2015-03-31/functions/{name}/invocations`, RequestResponse), for callers
// that invoke functions by name: cognito-local calls the user pool triggers through it. A function that
// throws answers 200 with `X-Amz-Function-Error: Unhandled`, as Lambda does.

const invocationPath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export const isInvocation = (req: IncomingMessage): boolean =>
  req.method === 'POST' && invocationPath.test(req.url?.split('?')[0] ?? '');

/** Lambda's own limit on a synchronous invocation's payload. */
const maxPayloadBytes = 6 * 1024 * 1024;

export const createLambdaInvokeEndpoint =
  (functions: ReadonlyMap<string, Invoke>) => async (req: IncomingMessage, res: ServerResponse) => {
    const name = decodeURIComponent(invocationPath.exec(req.url?.split('?')[0] ?? '')?.[1] ?? '');
    const invoke = functions.get(name);
    if (!invoke) {
      res.writeHead(404, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ResourceNotFoundException',
      });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
      return;
    }
    const text = await readText(req, res, maxPayloadBytes);
    if (text === undefined) {
      res.writeHead(413, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'RequestTooLargeException',
      });
      res.end(JSON.stringify({ Type: 'User', message: 'Request must be smaller than 6291456 bytes' }));
      return;
    }
    try {
      const result = await invoke(text ? JSON.parse(text) : {});
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      const { name: errorType = 'Error', message: errorMessage = String(error) } = error as Error;
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType, errorMessage }));
    }
  };
