import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sharedCache, sharedSeconds } from './shared-cache';

// CloudFront's cache in front of the pages rendered per request and the edge-cached API reads, as the
// local site server keeps it: what a shared cache may keep, for how long, under which key, and that a
// visitor's cookie or token neither varies it nor reaches the origin.

/** A server answering through the cache; `answers` counts what reached the origin. */
const serve = async (cacheControl: (url: string) => string, clock: { now: number }) => {
  const seen: string[] = [];
  const origin: RequestListener = (req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? ''}${req.headers.cookie ?? ''}`);
    res.writeHead(req.url?.includes('missing') ? 404 : 200, {
      'content-type': 'text/html',
      'cache-control': cacheControl(req.url ?? ''),
    });
    res.end(`page ${seen.length}`);
  };
  const server = createServer(sharedCache(origin, () => undefined, { now: () => clock.now }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}${path}`, { headers });
    return { body: await answer.text(), age: answer.headers.get('age') };
  };
  return { seen, get, close: () => new Promise((done) => server.close(done)) };
};

describe('the shared cache of replies the same for every visitor', () => {
  it('reads how long a shared cache may keep an answer', () => {
    expect(sharedSeconds('public, max-age=0, s-maxage=60')).toBe(60);
    expect(sharedSeconds('public, max-age=300')).toBe(300);
    expect(sharedSeconds('private, max-age=60')).toBe(0);
    expect(sharedSeconds('no-store')).toBe(0);
    expect(sharedSeconds('no-cache')).toBe(0);
    expect(sharedSeconds('max-age=60')).toBe(0);
  });

  it('answers a page again from the cache while it may be kept, whoever asks, and asks the origin after', async () => {
    const clock = { now: 0 };
    const site = await serve(() => 'public, max-age=0, s-maxage=60', clock);
    try {
      expect(await site.get('/szukaj/?q=laptop')).toEqual({ body: 'page 1', age: null });
      clock.now = 30_000;
      expect(
        await site.get('/szukaj/?q=laptop', { authorization: 'Bearer token', cookie: 'basket=b1' }),
      ).toEqual({
        body: 'page 1',
        age: '30',
      });
      expect(await site.get('/szukaj/?q=tablet')).toMatchObject({ body: 'page 2' });
      clock.now = 61_000;
      expect(await site.get('/szukaj/?q=laptop')).toMatchObject({ body: 'page 3', age: null });
      expect(site.seen).toEqual(['/szukaj/?q=laptop ', '/szukaj/?q=tablet ', '/szukaj/?q=laptop ']);
    } finally {
      await site.close();
    }
  });

  it('sends the origin nothing of the visitor: no Authorization header, no cookie', async () => {
    const site = await serve(() => 'no-store', { now: 0 });
    try {
      await site.get('/api/cms/home', { authorization: 'Bearer anna', cookie: 'basket=b1' });
      expect(site.seen).toEqual(['/api/cms/home ']);
    } finally {
      await site.close();
    }
  });

  it('never keeps a private answer, one not to be stored, or a failure', async () => {
    const clock = { now: 0 };
    const site = await serve(
      (url) => (url.includes('mine') ? 'private, max-age=60' : 'public, s-maxage=60'),
      clock,
    );
    try {
      await site.get('/mine', { authorization: 'Bearer anna' });
      expect(await site.get('/mine', { authorization: 'Bearer ewa' })).toMatchObject({ body: 'page 2' });
      await site.get('/missing');
      expect(await site.get('/missing')).toMatchObject({ body: 'page 4' });
    } finally {
      await site.close();
    }
  });
});
