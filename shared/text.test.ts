import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { asOneLine, multiLineText, singleLineText } from './text';
import { toFieldErrors } from './validation';

// The one rule for free text (names, questions, company data, ids): what a field accepts, how it is
// stored, and the stable message a refusal carries.

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? 'ok' : toFieldErrors(result.error, value)[0]?.message;
};

const single = singleLineText({ max: 10 });
const multi = multiLineText({ max: 10 });

describe('singleLineText', () => {
  it.each([
    ['plain text', 'Jan Kowal', 'ok'],
    ['letters of any script', 'Łódź Şişli', 'ok'],
    ['emoji counted as one character each', '😀😀😀😀😀😀😀😀😀😀', 'ok'],
    ['11 characters', 'abcdefghijk', 'too_long'],
    ['empty', '', 'required'],
    ['only spaces', '   ', 'required'],
    ['NUL', 'Jan\u0000', 'invalid_characters'],
    ['LF', 'Jan\nBcc', 'invalid_characters'],
    ['CR', 'Jan\rX', 'invalid_characters'],
    ['tab', 'Jan\tX', 'invalid_characters'],
    ['DEL', 'Jan\u007f', 'invalid_characters'],
    ['C1 control (NEL)', 'Jan\u0085X', 'invalid_characters'],
    ['line separator', 'Jan\u2028X', 'invalid_characters'],
    ['right-to-left override', 'Jan\u202eX', 'invalid_characters'],
    ['left-to-right embedding', 'Jan\u202aX', 'invalid_characters'],
    ['first strong isolate', 'Jan\u2068X', 'invalid_characters'],
    ['pop directional isolate', 'Jan\u2069X', 'invalid_characters'],
    ['lone high surrogate', 'Jan\ud800', 'invalid_characters'],
    ['lone low surrogate', '\udc00Jan', 'invalid_characters'],
    ['not a string', 42, 'invalid_value'],
    ['missing', undefined, 'required'],
  ])('%s → %s', (_, value, expected) => {
    expect(messageOf(single, value)).toBe(expected);
  });

  it('stores the text trimmed', () => {
    expect(z.parse(single, '  Jan  ')).toBe('Jan');
  });

  it('may allow an empty value when min is 0', () => {
    expect(z.parse(singleLineText({ min: 0, max: 4 }), ' ')).toBe('');
  });
});

describe('multiLineText', () => {
  it.each([
    ['newlines and tabs', 'a\nb\tc', 'ok'],
    ['10 characters with newlines', 'a\nb\nc\nd\nef', 'ok'],
    ['11 characters', 'a\nb\nc\nd\nefg', 'too_long'],
    ['empty', '', 'required'],
    ['CR', 'a\r\nb', 'invalid_characters'],
    ['NUL', 'a\u0000', 'invalid_characters'],
    ['vertical tab', 'a\u000bb', 'invalid_characters'],
    ['paragraph separator', 'a\u2029b', 'invalid_characters'],
    ['right-to-left override', '\u202eabc', 'invalid_characters'],
    ['left-to-right isolate', '\u2066abc', 'invalid_characters'],
    ['lone surrogate', 'a\udfffb', 'invalid_characters'],
  ])('%s → %s', (_, value, expected) => {
    expect(messageOf(multi, value)).toBe(expected);
  });
});

describe('asOneLine', () => {
  it.each([
    ['Jan Kowal', 'Jan Kowal'],
    ['Jan\r\nBcc: x', 'Jan Bcc: x'],
    ['\u202eJan\u0000\u2028X ', 'Jan X'],
    ['a\ud800b', 'a b'],
  ])('%j → %j', (value, expected) => {
    expect(asOneLine(value)).toBe(expected);
  });
});
