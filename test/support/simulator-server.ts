import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves one simulator of infra/local/simulators/ on a free loopback port (404 for any path it does
 * not serve), for an adapter's unit test; `close` stops it.
 */
export const serveSimulator = async (simulate: (req: IncomingMessage, res: ServerResponse) => boolean) => {
  const server = createServer((req, res) => {
    if (!simulate(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
