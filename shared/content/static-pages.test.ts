import { describe, expect, it } from 'vitest';
import { languages } from '../locale';
import { staticPage, staticPageKeys } from './static-pages';

describe('static pages', () => {
  it.each(staticPageKeys)('%s is written in every language, each in its own words', (key) => {
    const pages = languages.map((language) => staticPage(key, language));
    expect(pages.map(({ language }) => language)).toEqual([...languages]);
    for (const page of pages) {
      expect(page.title, page.language).not.toBe('');
      expect(page.description, page.language).not.toBe('');
      expect(page.paragraphs, page.language).toHaveLength(pages[0]?.paragraphs.length ?? 0);
    }
    expect(new Set(pages.map(({ paragraphs }) => paragraphs.join('\n'))).size).toBe(languages.length);
    expect(new Set(pages.map(({ description }) => description)).size).toBe(languages.length);
  });
});
