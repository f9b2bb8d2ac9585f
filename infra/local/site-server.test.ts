import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPagesApi } from '#shared/page-kind';
import { originSecretHeader, siteSecurityHeaders } from '../security-headers';
import { createSiteServer } from './site-server';

// The site server on a small fake build: web/dist beside a sibling folder it must never serve.

const folder = mkdtempSync(join(tmpdir(), 'site-server-'));
const dist = join(folder, 'dist');
const files: Record<string, string> = {
  'dist/app.html': 'shell',
  'dist/index.html': 'home',
  'dist/404/index.html': 'not found pl',
  'dist/en/404/index.html': 'not found en',
  'dist/assets/app.js': 'console.log(1)',
  'dist-secret/key.txt': 'secret',
};
const security = siteSecurityHeaders({
  connectOrigins: ['ws://127.0.0.1:1'],
  paymentOrigin: 'http://127.0.0.1:2',
});
const knownProducts = new Set(['real']);
const bucketPages = new Set(['produkt/published/x/index.html', 'blog/index.html']);

const originSecretsOf = (req: IncomingMessage) =>
  req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1]?.toLowerCase() === originSecretHeader);

let server: Server;
let origin: string;
let publicAnswers = 0;
beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), content);
  }
  server = createServer(
    createSiteServer({
      distDir: dist,
      // Answers with the origin secrets the API would see; a rendered page with the path it was asked
      // for; `/api/big` with a JSON body large enough to compress; the categories (edge-cached) and the
      // products (not) as answers a shared cache may keep, numbered, with the Authorization they came with.
      api: (req, res) => {
        if (/^\/api\/cms\/(categories|products)\b/.test(req.url ?? ''))
          res
            .writeHead(200, { 'cache-control': 'public, max-age=60' })
            .end(`public ${++publicAnswers} ${req.headers.authorization ?? ''}`);
        else if (req.url === '/api/big')
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify('x'.repeat(2000)));
        else if (req.url?.startsWith(renderedPagesApi))
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`rendered ${req.url}`);
        else res.writeHead(200).end(`api ${originSecretsOf(req).join(',')}`);
      },
      local: {},
      originSecret: 'the-front-door-secret',
      securityHeaders: security,
      bucketPage: async (key) => (bucketPages.has(key) ? Buffer.from(`bucket ${key}`) : undefined),
      // As the local runtime: only a catalogue record can be missing.
      recordExists: async (match) => match.key !== 'product' || knownProducts.has(match.params.id ?? ''),
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalize `..`). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string; bytes: Buffer }>(
    (done, fail) => {
      request(`${origin}${path}`, { path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          done({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString(), bytes });
        });
      })
        .on('error', fail)
        .end();
    },
  );

describe('site server', () => {
  it('adds the origin secret to every API request, replacing one the caller sent, as CloudFront does', async () => {
    expect((await get('/api/cms/home')).body).toBe('api the-front-door-secret');
    expect((await get('/robots.txt')).body).toBe('api the-front-door-secret');
    expect((await get('/api/cms/home', { [originSecretHeader]: 'guessed' })).body).toBe(
      'api the-front-door-secret',
    );
  });

  it('sends the security headers with every page, file and error', async () => {
    for (const path of ['/', '/assets/app.js', '/koszyk/', '/en/zaloguj/', '/..%2Fdist-secret/key.txt']) {
      const { headers } = await get(path);
      for (const [name, value] of Object.entries(security))
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('never serves a sibling folder whose name starts like the build folder', async () => {
    for (const path of [
      '/..%2Fdist-secret/key.txt',
      '/%2e%2e/dist-secret/key.txt',
      '/..%5cdist-secret/key.txt',
    ]) {
      const { status, body } = await get(path);
      expect(body, path).not.toBe('secret');
      expect(status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('asks the pages group for a page rendered per request, with its query, and sends it with the site headers', async () => {
    for (const [path, asked] of [
      ['/szukaj/?q=laptop', '/szukaj/?q=laptop'],
      ['/en/search?q=a%20b', '/en/search?q=a%20b'],
    ]) {
      const answer = await get(path ?? '');
      expect(answer.body).toBe(`rendered ${renderedPagesApi}${asked}`);
      for (const [name, value] of Object.entries(security))
        expect(answer.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('compresses an API answer of 1,000 bytes or more when the caller accepts it, as CloudFront does', async () => {
    const big = await get('/api/big', { 'accept-encoding': 'gzip, br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.bytes).toString())).toBe('x'.repeat(2000));
    expect((await get('/api/big', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/big')).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/cms/home', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('api the-front-door-secret');
  });

  it("keeps an edge-cached API read by path and query, as the distribution's behaviour does, and no other API answer", async () => {
    const first = await get('/api/cms/categories?language=en', { authorization: 'Bearer anna' });
    // The token never reached the API, and the next visitor, signed in or not, gets the kept answer.
    expect(first.body).toMatch(/^public \d+ $/);
    const again = await get('/api/cms/categories?language=en', {
      authorization: 'Bearer ewa',
      cookie: 'a=b',
    });
    expect(again.body).toBe(first.body);
    expect(again.headers.age).toBeDefined();
    expect((await get('/api/cms/categories?language=de')).body).not.toBe(first.body);
    // `/api/*` keeps nothing, whatever the answer says, and passes the visitor's token on.
    const products = await get('/api/cms/products?q=ab', { authorization: 'Bearer anna' });
    expect(products.body).toMatch(/ Bearer anna$/);
    expect((await get('/api/cms/products?q=ab')).body).not.toBe(products.body);
  });

  it('answers a path no route of its language matches with that language’s not-found page and 404', async () => {
    expect(await get('/en/zaloguj/')).toMatchObject({ status: 404, body: 'not found en' });
    expect(await get('/nie-ma-takiej-strony/')).toMatchObject({ status: 404, body: 'not found pl' });
    expect(await get('/xx/zaloguj/')).toMatchObject({ status: 404, body: 'not found pl' });
  });

  it('serves the app shell for browser-rendered routes', async () => {
    expect(await get('/en/sign-in/')).toMatchObject({ status: 200, body: 'shell' });
  });

  it('answers a catalogue page from the bucket, from the shell while the record exists, else 404', async () => {
    expect(await get('/produkt/published/x')).toMatchObject({
      status: 200,
      body: 'bucket produkt/published/x/index.html',
    });
    expect(await get('/produkt/real/x')).toMatchObject({ status: 200, body: 'shell' });
    expect(await get('/produkt/nie-ma-takiego-produktu/x')).toMatchObject({
      status: 404,
      body: 'not found pl',
    });
  });

  it('answers a blog list without parameters from the bucket, from the shell until it is rendered', async () => {
    expect(await get('/blog/')).toMatchObject({ status: 200, body: 'bucket blog/index.html' });
    expect(await get('/pl/blog')).toMatchObject({ status: 200, body: 'bucket blog/index.html' });
    expect(await get('/en/blog/')).toMatchObject({ status: 200, body: 'shell' });
    expect(await get('/Aktualnosci')).toMatchObject({ status: 200, body: 'shell' });
  });

  it('sends a file compressed as the browser accepts, and the new content once the file changed', async () => {
    const br = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe('console.log(1)');
    const gzip = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe('console.log(1)');
    expect((await get('/assets/app.js')).body).toBe('console.log(1)');

    const file = join(dist, 'assets/app.js');
    writeFileSync(file, 'console.log(2)');
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const changed = await get('/assets/app.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(changed.bytes).toString()).toBe('console.log(2)');
  });
});
