import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './temporary-password';

describe('temporary password', () => {
  const samples = Array.from({ length: 500 }, temporaryPassword);

  it('has 16 characters with a lowercase letter, an uppercase letter, a digit and a symbol', () => {
    for (const password of samples) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9!#$%*+\-=?@^_]{16}$/);
      for (const kind of [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/]) expect(password).toMatch(kind);
    }
  });

  it('is not repeated', () => {
    expect(new Set(samples).size).toBe(samples.length);
  });
});
