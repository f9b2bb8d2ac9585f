import { describe, expect, it } from 'vitest';
import { articleLinkSchema } from './article-link';

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
  ])('%s → %s', (link, valid) => expect(articleLinkSchema.safeParse(link).success).toBe(valid));
});
