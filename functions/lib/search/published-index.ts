import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Category } from '#shared/catalogue/category';
import type { Product } from '#shared/catalogue/product';
import { logger } from '../logger';
import { documentsBucket } from '../s3';
import { putObject, readObject, readObjectIfChanged, type StoredObject } from '../s3-objects';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  loadCatalogueIndex,
  serializeCatalogueIndex,
} from './catalogue-index';

// The search index as published to the documents bucket, and its copy in a warm container: loaded
// on first use, kept for the spec's cache lifespan (15 minutes), then revalidated by ETag so an
// unchanged index is not downloaded again. A failed refresh keeps serving the copy it has.

export const indexKey = 'catalogue/search-index.json.gz';
export const cacheLifespanMs = 15 * 60 * 1000;

/** Builds the index of `products` (read from `publishedAt` on) and writes it where the cms function reads it. */
export const publishIndex = async (
  products: readonly Product[],
  categories: readonly Category[],
  day: string,
  publishedAt: string,
) => {
  const index = buildCatalogueIndex(products, categories, day, publishedAt);
  const body = await promisify(gzip)(serializeCatalogueIndex(index));
  await putObject({
    bucket: documentsBucket(),
    key: indexKey,
    body,
    contentType: 'application/json',
    contentEncoding: 'gzip',
  });
  return index;
};

interface Cached {
  index: CatalogueIndex;
  etag: string | undefined;
  checkedAt: number;
}

let cached: Cached | undefined;
let loading: Promise<CatalogueIndex> | undefined;

/** The index in the published object's bytes (gzipped JSON). */
const indexOf = async (body: Buffer): Promise<CatalogueIndex> => {
  if (body.length === 0) throw new Error('the published catalogue index is empty');
  return loadCatalogueIndex((await promisify(gunzip)(body)).toString('utf8'));
};

/** Keeps the published object's index as this container's copy, checked now. */
const keep = async (object: StoredObject, now: number): Promise<CatalogueIndex> => {
  cached = { index: await indexOf(object.body), etag: object.etag, checkedAt: now };
  return cached.index;
};

const fetchIndex = async (now: number): Promise<CatalogueIndex> => {
  const address = { bucket: documentsBucket(), key: indexKey };
  const kept = cached;
  if (!kept) return keep(await readObject(address), now);
  try {
    const object = await readObjectIfChanged(address, kept.etag);
    if (object !== 'not-modified') return await keep(object, now);
  } catch (error) {
    logger.warn('catalogue index refresh failed; serving the loaded copy', { error });
  }
  kept.checkedAt = now;
  return kept.index;
};

/**
 * The next `catalogueIndex()` revalidates this container's copy (by ETag) whatever its age: a targeted
 * update rendering pages asks it, so it never renders an index older than the published one.
 */
export const revalidateCatalogueIndex = (): void => {
  if (cached) cached.checkedAt = Number.NEGATIVE_INFINITY;
};

/** The catalogue index of this container, fresh within the cache lifespan. */
export const catalogueIndex = async (now = Date.now()): Promise<CatalogueIndex> => {
  if (cached && now - cached.checkedAt < cacheLifespanMs) return cached.index;
  loading ??= fetchIndex(now).finally(() => {
    loading = undefined;
  });
  return loading;
};
