import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { Queue } from './queue';

// `/_local/queues` on the site's port, for the bench: GET answers what each queue holds (SQS's
// ApproximateNumberOfMessages), so a section waits for the work of the ones before it to be done;
// PUT `?delivering=false` holds every queue's deliveries to its consumer and `?delivering=true`
// resumes them, as disabling and enabling the Lambda event source mappings does on AWS (the bench
// times the placement's own write path with the order's consumers held, then lets them catch up).

const deliveringSchema = z.enum(['true', 'false']);

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const queuesRoute =
  (pairs: readonly { queue: Queue; dlq: Queue }[]) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    if (req.method === 'PUT') {
      const delivering = deliveringSchema.safeParse(
        new URL(req.url ?? '/', 'http://local').searchParams.get('delivering'),
      );
      if (!delivering.success)
        return answer(res, 400, {
          code: 'invalid_data',
          fields: [{ path: 'delivering', message: 'true or false' }],
        });
      if (delivering.data === 'true') for (const { queue } of pairs) queue.start();
      else await Promise.all(pairs.map(({ queue }) => queue.stop()));
    } else if (req.method !== 'GET') return answer(res, 405, { code: 'method_not_allowed' });
    answer(
      res,
      200,
      pairs.map(({ queue, dlq }) => ({
        name: queue.name,
        messages: queue.messages().length,
        deadLetters: dlq.messages().length,
      })),
    );
  };
