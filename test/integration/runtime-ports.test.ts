import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepts } from '#infra/local/ports';
import { eventually } from '../support/runtime';

// Runtimes side by side and after a crash: the children of two runtimes started at the same moment in
// one process (DynamoDB Local and cognito-local, which need their port before they bind it) get ports
// of their own, and they end with that process even when it is killed without a chance to stop them.

const answers = (url: string) => accepts(Number(new URL(url).port));

describe('the child processes of local runtimes', () => {
  it('get ports of their own when two runtimes start at once, and end when their process is killed', async () => {
    const runtimes = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../support/children-of-a-runtime.ts')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let printed = '';
    runtimes.stdout.on('data', (chunk) => {
      printed += chunk;
    });
    const endpoints = await eventually(() => {
      const line = printed.split('\n').find((text) => text.startsWith('['));
      return line ? (JSON.parse(line) as string[]) : undefined;
    }, 60_000);
    expect(endpoints).toHaveLength(4);
    expect(new Set(endpoints.map((url) => new URL(url).port)).size).toBe(4);
    expect(await Promise.all(endpoints.map(answers))).toEqual([true, true, true, true]);

    runtimes.kill('SIGKILL');
    await once(runtimes, 'exit');
    await eventually(async () => (await Promise.all(endpoints.map(answers))).every((open) => !open));
  }, 90_000);
});
