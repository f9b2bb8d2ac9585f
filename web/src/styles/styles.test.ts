import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One token file holds the site's colours, and the colours it pairs meet WCAG 2.2 AA.

const dir = import.meta.dirname;
const sheets = readdirSync(dir).filter((name) => name.endsWith('.css'));
const read = (name: string) => readFileSync(join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const tokens = new Map<string, string>(
  [...read('tokens.css').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [
    name,
    value.trim(),
  ]),
);

const hexOf = (token: string): string => {
  const value = tokens.get(token);
  if (!value?.match(/^#[0-9a-f]{6}$/i)) throw new Error(`${token} is not a six-digit colour: ${value}`);
  return value;
};
/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const text = 4.5; // body text
const ui = 3; // a control's edge, the focus ring, an icon
/** Every foreground the styles put on a background: [foreground, background, minimum, where]. */
const pairs: readonly [string, string, number, string][] = [
  ['--color-text', '--color-surface', text, 'body text'],
  ['--color-text', '--color-surface-alt', text, 'cookie bar'],
  ['--color-text', '--color-warning-soft', text, 'chunk error notice'],
  ['--color-text', '--color-success-soft', text, "a new Microsoft 365 account's notice"],
  ['--color-text-muted', '--color-surface', text, 'hints, counts, secondary prices'],
  ['--color-text-muted', '--color-surface-alt', text, 'muted text on the hero'],
  ['--color-brand', '--color-surface', text, 'links, secondary buttons, active tab'],
  ['--color-brand', '--color-brand-soft', text, 'badge, chosen bucket, suggestion'],
  ['--color-brand-strong', '--color-brand-soft', text, 'secondary button hovered'],
  ['--color-brand', '--color-on-brand', text, 'the basket count on the header'],
  ['--color-on-brand', '--color-brand', text, 'header, primary buttons'],
  ['--color-on-brand', '--color-brand-strong', text, 'primary button hovered, search button'],
  ['--color-on-brand-muted', '--color-brand', ui, 'language button edge, menu scrollbar'],
  ['--color-on-brand', '--color-danger', text, 'danger button, boot timeout'],
  ['--color-on-brand', '--color-text', text, 'danger button hovered'],
  ['--color-on-footer', '--color-footer', text, 'footer'],
  ['--color-on-toast', '--color-toast', text, 'toast'],
  ['--color-danger', '--color-surface', text, 'field errors'],
  ['--color-danger', '--color-danger-soft', text, 'alerts, session notice, danger badge'],
  ['--color-success', '--color-success-soft', text, 'success badge'],
  ['--color-success', '--color-surface', ui, 'a done order step'],
  ['--color-warning', '--color-warning-soft', text, 'warning badge'],
  ['--color-rating', '--color-surface', text, 'rating stars'],
  ['--color-control-edge', '--color-surface', ui, 'inputs, buckets, quantity steps'],
  ['--color-focus', '--color-surface', ui, 'focus ring'],
  ['--color-focus-on-dark', '--color-brand', ui, 'focus ring on the header'],
  ['--color-focus-on-dark', '--color-footer', ui, 'focus ring on the footer and toasts'],
];

/** Colours no text or control depends on (WCAG 1.4.11 asks nothing of them): the dialog's backdrop,
 * and lines that only separate what spacing and headings already separate. */
const decorative = new Set(['--color-backdrop', '--color-line', '--color-line-soft']);

describe('design tokens', () => {
  it.each(pairs)('%s on %s meets %d:1 (%s)', (foreground, background, minimum) => {
    expect(contrast(hexOf(foreground), hexOf(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('every colour token is paired with a background and checked, or is a background itself', () => {
    const checked = new Set(pairs.flatMap(([foreground, background]) => [foreground, background] as const));
    const unchecked = [...tokens.keys()].filter(
      (name) => name.startsWith('--color-') && !checked.has(name) && !decorative.has(name),
    );
    expect(unchecked).toEqual([]);
  });

  it.each(sheets.filter((name) => name !== 'tokens.css'))('%s writes no colour of its own', (name) => {
    expect(read(name).match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch)\(/gi) ?? []).toEqual([]);
  });

  it.each(sheets)('%s uses only tokens that exist', (name) => {
    const used = [...read(name).matchAll(/var\((--[\w-]+)/g)].map(([, token]) => token);
    expect(used.filter((token) => !tokens.has(token ?? ''))).toEqual([]);
  });
});
