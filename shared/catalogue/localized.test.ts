import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Localized, localized, localizedSchema, slugSchema } from './localized';

describe('localized', () => {
  const names: Localized<string> = { pl: 'Złącze', en: 'Connector', de: 'Anschluss' };

  it.each([
    ['de', 'Anschluss'],
    ['en', 'Connector'],
    ['pl', 'Złącze'],
    ['fr', 'Connector'],
  ] as const)('%s falls back along language → en → pl: %s', (language, expected) => {
    expect(localized(names, language)).toBe(expected);
  });

  it('falls back to Polish when English is missing too', () => {
    expect(localized({ pl: 'Złącze' }, 'cs')).toBe('Złącze');
  });
});

describe('localizedSchema', () => {
  const schema = localizedSchema(z.string());

  it.each([
    [{ pl: 'a' }, true],
    [{ pl: 'a', en: 'b', it: 'c' }, true],
    [{ en: 'b' }, false],
    [{ pl: 'a', xx: 'b' }, false],
  ])('%o valid: %s (Polish required, only known languages)', (value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});

describe('slugSchema', () => {
  it.each([
    ['microsoft-365-business-standard', true],
    ['zlacze-usb-c', true],
    ['złącze', false],
    ['Office', false],
    ['double--hyphen', false],
    ['-leading', false],
  ])('%s valid: %s', (slug, valid) => {
    expect(slugSchema.safeParse(slug).success).toBe(valid);
  });
});
