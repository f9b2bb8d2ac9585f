import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runtimeNodeFlags } from './idle-heap';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .scripts as Record<string, string>;

describe("npm start's Node", () => {
  it.each(['start', 'dev'])('runs the %s script with the idle heap flags', (script) => {
    expect(scripts[script]).toBe(
      `tsx ${runtimeNodeFlags.join(' ')} bin/start.ts${script === 'dev' ? ' --dev' : ''}`,
    );
  });
});
