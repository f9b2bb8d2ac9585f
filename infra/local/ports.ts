import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (for children that need a number up front, like DynamoDB Local). */
export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });

const isFree = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const server = createServer();
    server.unref();
    server.once('error', () => done(false));
    // All interfaces: a port taken on any address will not do.
    server.listen(port, '0.0.0.0', () => server.close(() => done(true)));
  });

/**
 * How many consecutive ports a runtime on fixed ports takes: the site's, then DynamoDB Local,
 * cognito-local, s3rver, the emulators and the Przelewy24 sandbox at +1…+5 (runtime.ts).
 */
export const runtimePortCount = 6;

/**
 * The first of `count` consecutive free ports, for a shop on fixed ports (`runtimePortCount`). Picked
 * below Linux's ephemeral range (32768+), where the ports of outgoing connections come from, so none is
 * taken between this check and the start.
 */
export const freePortRun = async (count: number): Promise<number> => {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
};

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
export const waitForPort = async (port: number, timeoutMs: number): Promise<void> => {
  const { connect } = await import('node:net');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered on port ${port} within ${timeoutMs} ms`);
};
