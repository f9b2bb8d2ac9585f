import { describe, expect, it } from 'vitest';
import { unsafeMarkdown } from '#functions/lib/markdown/markdown';
import { articleInputSchema } from '#shared/blog/article';
import { demoArticles } from './articles';

describe('the demo blog', () => {
  it('is valid, safe staff input in Polish and English, more than a page of each', () => {
    for (const article of demoArticles) {
      expect(articleInputSchema.parse(article)).toEqual(article);
      expect(unsafeMarkdown(article.body), article.link).toBe(false);
    }
    expect(demoArticles.filter(({ language }) => language === 'pl').length).toBeGreaterThan(6);
    expect(demoArticles.filter(({ language }) => language === 'en').length).toBeGreaterThan(6);
  });
});
