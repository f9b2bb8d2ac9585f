import { logger } from '../../lib/logger';
import { commitArticle, type StoreArticlePorts } from './commit-article';
import type { StaffArticlePorts } from './deps';

/**
 * The schedule's run: every scheduled article whose time came is published. Input: none (the clock).
 * Output: how many were published. Course: the due ones read (soonest first); each moved to published
 * conditional on still being scheduled for that time (staff who took it back or moved it meanwhile
 * win: it is left alone), with its record by the schedule, then its pages written as a publication
 * writes them. Each on its own: one that throws is logged and the others still go. Its move may have
 * committed before the throw (its pages then wait for its next save or publication: it is no longer
 * due), which the log names.
 */
export const publishDueArticles = async (
  ports: StoreArticlePorts & Pick<StaffArticlePorts, 'dueArticles'>,
): Promise<number> => {
  let published = 0;
  for (const due of await ports.dueArticles(ports.clock())) {
    try {
      const stored = await commitArticle(ports, {
        article: { ...due, state: 'published' },
        before: due,
        condition: { states: ['scheduled'], publishedAt: due.publishedAt },
        action: 'published',
        actor: { kind: 'schedule' },
      });
      if (stored.ok) published += 1;
    } catch (error) {
      logger.error('scheduled article not published whole', {
        language: due.language,
        link: due.link,
        error,
      });
    }
  }
  return published;
};
