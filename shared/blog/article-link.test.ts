import { describe, expect, it } from 'vitest';
import { isArticleLink, linkOf } from './article-link';

describe('article links', () => {
  it.each([
    ['nowy-dell-xps', true],
    ['m365-2025', true],
    ['ab', false],
    ['Nowy-Dell', false],
    ['two--hyphens', false],
    ['-leading', false],
    ['trailing-', false],
    ['with space', false],
    ['zażółć', false],
    ['../etc', false],
    ['a'.repeat(97), false],
  ])('%s → %s', (link, valid) => expect(isArticleLink(link)).toBe(valid));

  it('makes a link from a title in any of the languages', () => {
    expect(linkOf('Nowy Dell XPS 2025!')).toBe('nowy-dell-xps-2025');
    expect(linkOf('Zażółć gęślą jaźń')).toBe('zazolc-gesla-jazn');
    expect(linkOf('Größe & Straße')).toBe('grosse-strasse');
    expect(linkOf('Çok güzel ışık')).toBe('cok-guzel-isik');
    expect(isArticleLink(linkOf(`${'Długi tytuł '.repeat(20)}`))).toBe(true);
  });
});
