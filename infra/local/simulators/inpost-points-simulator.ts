import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PointsPage } from '#functions/lib/parcel-lockers/points-contract';
import { points } from './parcel-lockers-fixture';

// InPost's public points API as documented, for `npm start` and the tests: `GET /points` lists the
// points of parcel-lockers-fixture.ts filtered by `city` (exact, as the API matches it), `post_code`
// and `type` (comma-separated, any of), a page at a time (`page` from 1, `per_page`, default 25);
// `GET /points/{name}` answers one point, or 404 as the API does for a name it does not know.

const defaultPageSize = 25;
const maxPageSize = 500;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const answer = (url: URL, res: ServerResponse) => {
  const query = url.searchParams;
  const city = query.get('city');
  const postCode = query.get('post_code');
  const types = query.get('type')?.split(',').filter(Boolean) ?? [];
  const matching = points.filter(
    (point) =>
      (!city || point.address_details.city === city) &&
      (!postCode || point.address_details.post_code === postCode) &&
      (types.length === 0 || point.type.some((type) => types.includes(type))),
  );
  const perPage = Math.min(positive(query.get('per_page'), defaultPageSize), maxPageSize);
  const page = positive(query.get('page'), 1);
  const body: PointsPage & { href: string } = {
    href: `${url.pathname}${url.search}`,
    count: matching.length,
    page,
    per_page: perPage,
    total_pages: Math.ceil(matching.length / perPage),
    items: matching.slice((page - 1) * perPage, page * perPage),
  };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const answerPoint = (name: string, res: ServerResponse) => {
  const point = points.find((one) => one.name === name);
  if (!point) {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 404, error: 'resource_not_found', message: `Point ${name} not found` }));
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ href: `/points/${point.name}`, ...point }));
};

/** Serves the API under `base` (the path of PARCEL_LOCKERS_ENDPOINT); answers false for any other path. */
export const inpostPointsSimulator =
  (base: string) =>
  (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const name = url.pathname.startsWith(`${base}/points/`)
      ? decodeURIComponent(url.pathname.slice(`${base}/points/`.length))
      : undefined;
    if (url.pathname !== `${base}/points` && !name) return false;
    if (req.method !== 'GET') res.writeHead(405).end();
    else if (name) answerPoint(name, res);
    else answer(url, res);
    return true;
  };
