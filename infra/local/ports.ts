import { createServer } from 'node:net';

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
 * below Linux's ephemeral range (32768+), where the ports of outgoing connections and of servers that
 * listen on port 0 come from, so none is taken between this check and the start.
 */
export const freePortRun = async (count: number): Promise<number> => {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
};

/**
 * A free port for a child that needs its number up front (DynamoDB Local, cognito-local), below the
 * ephemeral range as `freePortRun`'s. One asked of the system (port 0) comes from that range, where
 * another test's server listening on port 0 could take it before the child binds it; the child then
 * fails and the other server answers in its place (a test's runtime once met a plain "Not Found").
 */
export const freePort = (): Promise<number> => freePortRun(1);

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
