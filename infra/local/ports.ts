import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Ports for a runtime whose children need their number before they bind it (DynamoDB Local,
// cognito-local) and for a shop on fixed ports. A port is claimed before it is checked: a claim is a
// file made with O_EXCL in one folder of this machine, naming the process that holds it, so two
// processes picking at the same moment (two test workers) never take the same port; a claim whose
// process has ended is taken over.

const claims = join(tmpdir(), 'shop-port-claims');

const isFree = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const server = createServer();
    server.unref();
    server.once('error', () => done(false));
    // All interfaces: a port taken on any address will not do.
    server.listen(port, '0.0.0.0', () => server.close(() => done(true)));
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Claims `port` for this process; false when another living process holds it. */
const claim = (port: number): boolean => {
  const path = join(claims, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      // An empty claim is one being written this moment: not ours to take.
      if (!holder || holder === process.pid || isAlive(holder)) return false;
      try {
        unlinkSync(path);
      } catch {
        // Another process took the stale claim over first; the next open decides.
      }
    }
  }
  return false;
};

const release = (port: number) => {
  try {
    unlinkSync(join(claims, String(port)));
  } catch {
    // Already gone.
  }
};

/**
 * How many consecutive ports a runtime on fixed ports takes: the site's, then DynamoDB Local,
 * cognito-local, s3rver, the emulators and the Przelewy24 sandbox at +1…+5 (runtime.ts).
 */
export const runtimePortCount = 6;

/**
 * The first of `count` consecutive free ports, claimed for this process until it ends. Picked below
 * Linux's ephemeral range (32768+), where the ports of outgoing connections and of servers that
 * listen on port 0 come from, so no such server takes one between this pick and the bind.
 */
export const freePortRun = async (count: number): Promise<number> => {
  mkdirSync(claims, { recursive: true });
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    const claimed = ports.filter(claim);
    if (claimed.length === count && (await Promise.all(ports.map(isFree))).every(Boolean)) return first;
    claimed.forEach(release);
  }
};

/**
 * A free port for a child that needs its number up front (DynamoDB Local, cognito-local), below the
 * ephemeral range as `freePortRun`'s. One asked of the system (port 0) comes from that range, where
 * another test's server listening on port 0 could take it before the child binds it; the child then
 * fails and the other server answers in its place (a test's runtime once met a plain "Not Found").
 */
export const freePort = (): Promise<number> => freePortRun(1);

/** Whether something accepts connections on the port of 127.0.0.1 now. */
export const accepts = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
export const waitForPort = async (port: number, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await accepts(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered on port ${port} within ${timeoutMs} ms`);
};
