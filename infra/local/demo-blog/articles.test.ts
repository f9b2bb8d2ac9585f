import { describe, expect, it } from 'vitest';
import { sanitizeMarkdown } from '#functions/lib/markdown/sanitize-markdown';
import { articleInputSchema } from '#shared/blog/article';
import { demoArticles } from './articles';

describe('the demo blog', () => {
  it('is valid, safe staff input in Polish and English, more than a page of each', () => {
    for (const article of demoArticles) {
      expect(articleInputSchema.parse(article)).toEqual(article);
      expect(sanitizeMarkdown(article.body), article.link).toBe(article.body);
    }
    expect(demoArticles.filter(({ language }) => language === 'pl').length).toBeGreaterThan(6);
    expect(demoArticles.filter(({ language }) => language === 'en').length).toBeGreaterThan(6);
  });

  it('links its articles written in both languages as each other’s translations', () => {
    const linked = demoArticles.filter(({ translations }) => translations.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(12);
    for (const article of linked) {
      for (const { language, link } of article.translations) {
        const translation = demoArticles.find((other) => other.language === language && other.link === link);
        expect(translation?.translations, `${article.link} → ${link}`).toEqual([
          { language: article.language, link: article.link },
        ]);
      }
    }
  });
});
