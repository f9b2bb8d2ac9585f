import { createServer } from 'node:net';

/** A free local port, for a runtime whose SITE_ORIGIN (where the payment sandbox returns and notifies) must name it. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
