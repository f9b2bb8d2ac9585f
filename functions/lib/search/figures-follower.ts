import type { PublishedFigures } from '#shared/catalogue/catalogue-figures';
import { logger } from '../logger';
import type { CatalogueIndex } from './catalogue-index';
import { withFigures } from './with-figures';

// A warm container's catalogue index following the figures published since its index was: ratings,
// shown availability and prices change between publications of the whole catalogue, and each change
// publishes the product's figures alone (functions/use-cases/catalogue/publish-figures.ts).

export interface FiguresSources {
  /** The published index as this container holds it (a new one starts the following afresh). */
  published: (now: number) => Promise<CatalogueIndex>;
  /** The figures published after `since` (an ISO time). */
  publishedSince: (since: string) => Promise<PublishedFigures[]>;
}

export interface FollowTimes {
  /** How often the published figures are asked for: listings show a change within about this. */
  checkEveryMs: number;
  /**
   * How far behind the newest figures seen each look starts: the feed is an index (eventually
   * consistent) written from several functions' clocks, so one published a moment earlier may show up late.
   */
  overlapMs: number;
}

export const followTimes: FollowTimes = { checkEveryMs: 1000, overlapMs: 10_000 };

/** When the index was published; an index published before that was kept: its day's start. */
const publishedAtOf = ({ publishedAt, day }: CatalogueIndex) => publishedAt ?? `${day}T00:00:00.000Z`;

interface Followed {
  published: CatalogueIndex;
  /** The published index with every figure applied so far. */
  index: CatalogueIndex;
  /** The newest publication time seen. */
  newest: string;
  /** The revision applied per product. */
  revisions: Map<string, number>;
  checkedAt: number;
  checking?: Promise<CatalogueIndex>;
}

/**
 * The index to answer from: the published one with the figures published after it applied
 * (`withFigures`, a new object whenever some apply, so the replies remembered per index are made
 * again). The figures are asked for at most every `checkEveryMs`, by one call for all callers meanwhile;
 * those published before the index are in it; per product only a revision newer than the one applied
 * counts. A failed look is logged and the index as followed so far answers; the next look tries again.
 */
export const followFigures = (
  { published, publishedSince }: FiguresSources,
  { checkEveryMs, overlapMs }: FollowTimes = followTimes,
) => {
  let followed: Followed | undefined;

  const check = async (state: Followed, now: number): Promise<CatalogueIndex> => {
    try {
      const since = new Date(Date.parse(state.newest) - overlapMs).toISOString();
      const entries = await publishedSince(since);
      const fresh = entries.filter(
        ({ productId, revision, publishedAt }) =>
          publishedAt > publishedAtOf(state.published) && revision > (state.revisions.get(productId) ?? 0),
      );
      state.index = withFigures(state.index, fresh);
      for (const { productId, revision } of fresh) state.revisions.set(productId, revision);
      for (const { publishedAt } of entries) if (publishedAt > state.newest) state.newest = publishedAt;
    } catch (error) {
      logger.warn('published catalogue figures unread; answering with those read before', { error });
    }
    state.checkedAt = now;
    return state.index;
  };

  return async (now = Date.now()): Promise<CatalogueIndex> => {
    const index = await published(now);
    if (followed?.published !== index) {
      followed = {
        published: index,
        index,
        newest: publishedAtOf(index),
        revisions: new Map(),
        checkedAt: Number.NEGATIVE_INFINITY,
      };
    }
    const state = followed;
    if (now - state.checkedAt < checkEveryMs) return state.index;
    state.checking ??= check(state, now).finally(() => {
      state.checking = undefined;
    });
    return state.checking;
  };
};
