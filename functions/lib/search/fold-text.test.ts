import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it.each([
    ['Złącze USB-C', 'zlacze usb c'],
    ['ŁĄCZNOŚĆ żółw', 'lacznosc zolw'],
    ['Office Home & Business 2024', 'office home business 2024'],
    ['  21ML001APB ', '21ml001apb'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});
