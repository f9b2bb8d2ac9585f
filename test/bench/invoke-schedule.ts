import { request } from 'node:http';
import { functionName } from '#infra/local/lambda';
import { schedules } from '#infra/wiring';

/**
 * Runs a schedule's function now in the shop on `port` through Lambda's Invoke API, as the scheduler
 * runs it, however long it takes (fetch would stop waiting at 300 s); its answer.
 */
export const invokeSchedule = <Answer>(port: number, scheduleName: string) =>
  new Promise<Answer>((done, reject) => {
    const schedule = schedules.find(({ name }) => name === scheduleName);
    if (!schedule) throw new Error(`no schedule ${scheduleName}`);
    const call = request(
      `http://127.0.0.1:${port + 4}/2015-03-31/functions/${functionName(schedule.target.entry)}/invocations`,
      { method: 'POST' },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () =>
          answer.headers['x-amz-function-error']
            ? reject(new Error(`${scheduleName} failed: ${text}`))
            : done(JSON.parse(text) as Answer),
        );
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ source: 'aws.scheduler', 'detail-type': 'Scheduled Event', detail: {} }));
  });
