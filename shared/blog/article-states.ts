import { defineMachine } from '../state-machine';

// An article's publication as a transition table: the staff's list filters by it, the editor offers
// what it allows, and the use cases condition their writes on its sources.

export const articleStates = ['unpublished', 'scheduled', 'published'] as const;
export type ArticleState = (typeof articleStates)[number];

/**
 * A new article is saved unpublished, or published at once (now, or scheduled for a later
 * `publishedAt`); a scheduled one is published when its time comes, moved to another time or taken
 * back; a published one is taken back before it may be scheduled again. Nothing is final: staff may
 * publish an unpublished article again.
 */
export const articleMachine = defineMachine<ArticleState>({
  initial: articleStates,
  terminal: [],
  next: {
    unpublished: ['published', 'scheduled'],
    scheduled: ['published', 'scheduled', 'unpublished'],
    published: ['unpublished'],
  },
});

/** The state publishing at `publishedAt` leads to, seen at `now`: scheduled while that time is ahead. */
export const publicationStateAt = (publishedAt: Date, now: Date): 'published' | 'scheduled' =>
  publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
