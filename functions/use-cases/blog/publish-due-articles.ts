import type { StaffArticlePorts } from './deps';
import { commitArticle, type StoreArticlePorts } from './store-article';

/**
 * The schedule's run: every scheduled article whose time came is published. Input: none (the clock).
 * Output: how many were published. Course: the due ones read (soonest first); each moved to published
 * conditional on still being scheduled for that time (staff who took it back or moved it meanwhile
 * win: it is left alone), with its record by the schedule, then its pages written as a publication
 * writes them; each on its own, so one that fails waits for the next run without holding the others.
 */
export const publishDueArticles = async (
  ports: StoreArticlePorts & Pick<StaffArticlePorts, 'dueArticles'>,
): Promise<number> => {
  let published = 0;
  for (const due of await ports.dueArticles(ports.clock())) {
    const stored = await commitArticle(ports, {
      article: { ...due, state: 'published' },
      before: due,
      condition: { states: ['scheduled'], publishedAt: due.publishedAt },
      action: 'published',
      actor: { kind: 'schedule' },
    });
    if (stored.ok) published += 1;
  }
  return published;
};
