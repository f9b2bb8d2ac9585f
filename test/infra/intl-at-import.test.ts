import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryRoot, sourceModules } from '../support/source-modules';

// No module of shared/ or of the event consumers makes an Intl object when it is imported: the first
// one a process makes loads ICU's data (15–20 ms), which every function importing the module would pay
// at its cold start whether or not it ever formats a date or a plural (shared/shop-time.ts). A
// formatter is made on its first use instead. Run isolated: the modules must load here for the first time.

const constructors = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'DisplayNames'] as const;
const made: string[] = [];

beforeAll(() => {
  for (const name of constructors) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      made.push(name);
      return new original(...args);
    } as never);
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

const modules = sourceModules('shared', 'events/consumers');

describe('importing the shared modules and the event consumers', () => {
  it('makes no Intl object', async () => {
    expect(modules.length).toBeGreaterThan(100);
    const making: string[] = [];
    for (const path of modules) {
      const before = made.length;
      await import(join(repositoryRoot, path));
      // The module whose import (its own or one it imports first) made one.
      if (made.length > before) making.push(`${path}: ${made.slice(before).join(', ')}`);
    }
    expect(making).toEqual([]);
  });
});
