import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#shared/blog/article';
import { fakeBlogPorts } from '../testing/fake-blog-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { publishArticle } from './publish-article';
import { publishDueArticles } from './publish-due-articles';
import { saveArticle } from './save-article';
import { listStaffArticles, readStaffArticle } from './staff-articles';
import { unpublishArticle } from './unpublish-article';

// What content staff do to an article besides writing and publishing it at once: save it unpublished,
// schedule it, take it back; the schedule publishing it; and the record of each action.

const editor = { kind: 'staff', email: 'tresci@example.pl' } as const;
const draft: ArticleDraft = {
  language: 'pl',
  link: 'nowe-drukarki',
  kind: 'news',
  category: 'hardware',
  title: 'Nowe drukarki',
  excerpt: 'Już w sklepie.',
  body: 'Drukarki **laserowe**.',
  relatedProductIds: [],
  translations: [],
};
const { isNew: _isNew, ...input } = { ...draft, isNew: true };
const later = new Date(fixedNow.getTime() + 3_600_000).toISOString();
const path = { language: 'pl', link: 'nowe-drukarki' } as const;

describe('saveArticle', () => {
  it('stores a new article unpublished with its body rendered, writing no page and recording who saved it', async () => {
    const { ports, articles, pages, history } = fakeBlogPorts();
    const saved = await saveArticle(ports, { ...draft, isNew: true }, editor);
    expect(saved).toMatchObject({ ok: true, value: { state: 'unpublished', body: draft.body } });
    // The editor is answered the Markdown alone: its preview renders it as it is typed.
    expect(saved.ok && 'html' in saved.value).toBe(false);
    expect(articles.get('pl/nowe-drukarki')).toMatchObject({
      state: 'unpublished',
      html: expect.stringMatching(/^<p>/),
    });
    expect(pages).toEqual([]);
    expect(history.get('pl/nowe-drukarki')).toEqual([
      expect.objectContaining({
        action: 'saved',
        actor: editor,
        at: fixedNow.toISOString(),
        changes: expect.arrayContaining([{ field: 'title', after: 'Nowe drukarki' }]),
      }),
    ]);
  });

  it('refuses to start an article at a link another has, changing nothing', async () => {
    const { ports, articles } = fakeBlogPorts();
    await saveArticle(ports, { ...draft, isNew: true }, editor);
    expect(await saveArticle(ports, { ...draft, title: 'Inny', isNew: true }, editor)).toEqual({
      ok: false,
      code: 'article_link_taken',
    });
    expect(articles.get('pl/nowe-drukarki')?.title).toBe('Nowe drukarki');
  });

  it('keeps a published article published, its page written again, the record naming the change', async () => {
    const { ports, pages, history } = fakeBlogPorts();
    await publishArticle(ports, input, editor);
    pages.length = 0;
    expect(await saveArticle(ports, { ...draft, title: 'Drukarki' }, editor)).toMatchObject({
      ok: true,
      value: { state: 'published', title: 'Drukarki' },
    });
    expect(pages[0]?.path).toBe('/blog/nowe-drukarki/');
    expect(history.get('pl/nowe-drukarki')?.at(-1)?.changes).toEqual([
      { field: 'title', before: 'Nowe drukarki', after: 'Drukarki' },
    ]);
  });

  it('refuses a body with nothing left once sanitized, storing nothing', async () => {
    const { ports, articles } = fakeBlogPorts();
    expect(await saveArticle(ports, { ...draft, body: '<script>x</script>' }, editor)).toMatchObject({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'body', message: 'required' }],
    });
    expect(articles.size).toBe(0);
  });
});

describe('scheduled publication', () => {
  it('schedules an article dated ahead: no page, on no reader’s list, until the schedule publishes it', async () => {
    const { ports, pages } = fakeBlogPorts();
    expect(await publishArticle(ports, { ...input, publishedAt: later }, editor)).toMatchObject({
      ok: true,
      value: { link: 'nowe-drukarki' },
    });
    expect((await readStaffArticle(ports, path)).ok && (await readStaffArticle(ports, path))).toMatchObject({
      value: { state: 'scheduled', publishedAt: later },
    });
    expect(pages).toEqual([]);
    expect(await ports.newestArticles({ language: 'pl' }, 10)).toEqual([]);

    expect(await publishDueArticles(ports)).toBe(0);
    const whenDue = { ...ports, clock: () => new Date(later) };
    expect(await publishDueArticles(whenDue)).toBe(1);
    expect(pages.map((page) => page.path)).toContain('/blog/nowe-drukarki/');
    expect((await ports.newestArticles({ language: 'pl' }, 10)).map(({ link }) => link)).toEqual([
      'nowe-drukarki',
    ]);
    const history = await ports.auditOf({ kind: 'article', ...path });
    expect(history.map(({ action, actor }) => [action, actor.kind])).toEqual([
      ['scheduled', 'staff'],
      ['published', 'schedule'],
    ]);
  });

  it('leaves a scheduled article the staff moved meanwhile to its new time', async () => {
    const { ports, articles } = fakeBlogPorts();
    await publishArticle(ports, { ...input, publishedAt: later }, editor);
    const due = await ports.dueArticles(new Date(later));
    const moved = new Date(fixedNow.getTime() + 7_200_000).toISOString();
    await publishArticle(ports, { ...input, publishedAt: moved }, editor);
    const stale = { ...ports, dueArticles: async () => due, clock: () => new Date(later) };
    expect(await publishDueArticles(stale)).toBe(0);
    expect(articles.get('pl/nowe-drukarki')).toMatchObject({ state: 'scheduled', publishedAt: moved });
  });

  it('refuses to schedule a published article again', async () => {
    const { ports } = fakeBlogPorts();
    await publishArticle(ports, input, editor);
    expect(await publishArticle(ports, { ...input, publishedAt: later }, editor)).toEqual({
      ok: false,
      code: 'article_move_not_allowed',
    });
  });
});

describe('unpublishArticle', () => {
  it('takes a published article back: its page removed, its lists written without it, recorded', async () => {
    const { ports, pages, deleted, history } = fakeBlogPorts();
    await publishArticle(ports, input, editor);
    pages.length = 0;
    expect(await unpublishArticle(ports, path, editor)).toMatchObject({
      ok: true,
      value: { state: 'unpublished' },
    });
    expect(deleted).toEqual(['/blog/nowe-drukarki/']);
    expect(pages.find(({ path: at }) => at === '/blog/')?.data.articleList?.listing.articles).toEqual([]);
    expect(history.get('pl/nowe-drukarki')?.at(-1)).toMatchObject({
      action: 'unpublished',
      changes: [{ field: 'state', before: 'published', after: 'unpublished' }],
    });
  });

  it.each([
    ['an unknown article', [], 'article_not_found'],
    ['an unpublished one', [{ ...input, publishedAt: undefined }], 'article_move_not_allowed'],
  ] as const)('refuses %s', async (_, saved, code) => {
    const { ports } = fakeBlogPorts();
    for (const article of saved) await saveArticle(ports, { ...article, isNew: true }, editor);
    expect(await unpublishArticle(ports, path, editor)).toEqual({ ok: false, code });
  });

  it('answers changed_meanwhile to the second of two taking it back at once', async () => {
    const { ports } = fakeBlogPorts();
    await publishArticle(ports, input, editor);
    const read = await ports.readArticle('pl', 'nowe-drukarki');
    expect(await unpublishArticle(ports, path, editor)).toMatchObject({ ok: true });
    const second = { ...ports, readArticle: async () => read };
    expect(await unpublishArticle(second, path, editor)).toEqual({ ok: false, code: 'changed_meanwhile' });
  });
});

describe('the staff’s list', () => {
  it('holds every state, filtered by state', async () => {
    const { ports } = fakeBlogPorts();
    await saveArticle(ports, { ...draft, isNew: true }, editor);
    await publishArticle(ports, { ...input, link: 'druga', publishedAt: later }, editor);
    expect((await listStaffArticles(ports, {})).articles.map(({ state }) => state).sort()).toEqual([
      'scheduled',
      'unpublished',
    ]);
    expect((await listStaffArticles(ports, { state: 'scheduled' })).articles.map(({ link }) => link)).toEqual(
      ['druga'],
    );
  });
});
