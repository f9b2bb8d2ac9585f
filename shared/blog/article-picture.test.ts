import { describe, expect, it } from 'vitest';
import { articlePictureMarkdown } from './article-picture';

describe('articlePictureMarkdown', () => {
  it('names the page-wide WebP variant, or the original’s width when narrower', () => {
    expect(articlePictureMarkdown({ hash: 'a1b2c3d4e5f60718', width: 1600, height: 900 }, 'Biuro')).toBe(
      '![Biuro](/img/a1b2c3d4e5f60718/800.webp)',
    );
    expect(articlePictureMarkdown({ hash: 'a1b2c3d4e5f60718', width: 640, height: 480 }, 'Biuro')).toBe(
      '![Biuro](/img/a1b2c3d4e5f60718/640.webp)',
    );
  });

  it('leaves out the brackets that would end the alt text early', () => {
    expect(articlePictureMarkdown({ hash: 'a1b2c3d4e5f60718', width: 640, height: 480 }, 'a ] b [c')).toBe(
      '![a  b c](/img/a1b2c3d4e5f60718/640.webp)',
    );
  });
});
