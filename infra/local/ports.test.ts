import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { freePort, freePortRun } from './ports';

/**
 * `count` ports picked at once by a process of its own, as a test worker picks them; the process
 * keeps its claims until `release` ends it (an ended process's ports are free to pick again).
 */
const portsPickedByAnotherProcess = async (count: number) => {
  const script = `const { freePort } = await import('#infra/local/ports');
    console.log(JSON.stringify(await Promise.all(Array.from({ length: ${count} }, () => freePort()))));
    process.stdin.on('end', () => process.exit(0)).resume();`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { ports: JSON.parse(line) as number[], release: () => child.stdin.end() };
};

const listenOn = (port: number) =>
  new Promise<ReturnType<typeof createServer>>((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => done(server));
  });

describe('freePortRun', () => {
  it('gives consecutive ports below the ephemeral range that can all be listened on', async () => {
    const first = await freePortRun(5);
    expect(first).toBeGreaterThanOrEqual(20_000);
    expect(first + 4).toBeLessThan(32_768);
    const servers = await Promise.all([0, 1, 2, 3, 4].map((offset) => listenOn(first + offset)));
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  });
});

describe('freePort', () => {
  it('gives a port below the ephemeral range, where servers on port 0 never take it', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    const server = await listenOn(port);
    await new Promise((done) => server.close(done));
  });
});

describe('ports picked at the same moment', () => {
  it('are never the same port, in one process or in several', async () => {
    const others = await Promise.all([portsPickedByAnotherProcess(40), portsPickedByAnotherProcess(40)]);
    const own = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    for (const other of others) other.release();
    const picked = [...others.flatMap((other) => other.ports), ...own];
    expect(picked).toHaveLength(120);
    expect(new Set(picked).size).toBe(120);
  }, 30_000);
});
