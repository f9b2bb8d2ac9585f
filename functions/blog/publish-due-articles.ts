import { logger } from '../lib/logger';
import { publishDueArticles } from '../use-cases/blog/publish-due-articles';
import { publishingDeps } from '../use-cases/blog/publishing-deps';

/** The scheduled articles due by `clock()` published (the integration test runs it ahead of time). */
export const publishArticlesDueBy = async (clock: () => Date): Promise<number> => {
  const published = await publishDueArticles({ ...publishingDeps(), clock });
  if (published > 0) logger.info('scheduled articles published', { published });
  return published;
};

/**
 * The `publish-scheduled-articles` schedule (every minute): each scheduled article whose time came is
 * published, its page and the lists it is on written, so it appears without a deploy.
 */
export const handler = (): Promise<number> => publishArticlesDueBy(() => new Date());
