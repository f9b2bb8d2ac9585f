import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What a shopper's browser talks to on AWS is CloudFront, over TLS and HTTP/2 or 3 (the distribution's
// `HTTP2_AND_3`, infra/cdk/site-distribution.ts): every request of a page shares one connection. The local
// site server speaks HTTP/1.1, where a browser opens at most six connections to a host, so a screen's
// small chunks load in waves of six, and Lighthouse's simulated slow network counts a round trip for
// each wave (an account page loads 9–21 such files after its entry). This front stands where
// CloudFront stands: TLS with a certificate made for the run (the browser told to accept it), HTTP/2,
// each request passed on to the site server as it came. It adds no cache of its own: the site server
// already answers as CloudFront's behaviours do.

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids. */
const hopHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const withoutHop = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopHeaders.has(name)),
  );

/** A self-signed certificate for 127.0.0.1, made by openssl in a folder taken away at once. */
const certificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cdn-front-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Chromium's flag for the front's certificate (a browser opened for the bench only). */
export const cdnFrontChromiumFlag = '--ignore-certificate-errors';

/** Starts the front before the site server on `port`; answers its origin and how to stop it. */
export const startCdnFront = async (port: number) => {
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...withoutHop(req.headers), host: `127.0.0.1:${port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHop(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.once('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // A browser keeps its connection open: stopping the front ends each one.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port: frontPort } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${frontPort}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        for (const session of sessions) session.destroy();
      }),
  };
};
