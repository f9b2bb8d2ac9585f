import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from './read-body';

const limit = 1024 * 1024;
let server: Server;
let port: number;
let bytesRead = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req, res, limit).then((body) => {
      if (body === 'too-large') return void res.writeHead(413).end('too large');
      bytesRead += body.length;
      res.writeHead(200).end(String(body.length));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Streams `total` bytes as one chunked request; resolves with the answer and how much got sent. */
const upload = (total: number) =>
  new Promise<{ answer: string; sent: number }>((done) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write('POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
      pump();
    });
    socket.on('data', (data) => {
      answer += data.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done({ answer, sent }));
  });

describe('readBody', () => {
  it('reads a body within the limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'hello' });
    expect(await response.text()).toBe('5');
  });

  it('refuses a 64 MiB body with 413 and closes the connection instead of reading the rest', async () => {
    const before = bytesRead;
    const { answer, sent } = await upload(64 * 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    expect(bytesRead).toBe(before);
  });

  it('refuses at once a body whose declared length is over the limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body: new Uint8Array(limit + 1),
    });
    expect(response.status).toBe(413);
  });
});
