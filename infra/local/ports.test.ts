import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortRun } from './ports';

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
