import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignOut, isSignOutMessage, onSignOutElsewhere } from './tab-sign-out';

describe('sign-out in every tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recognises only the sign-out message', () => {
    expect(isSignOutMessage({ type: 'signed-out' })).toBe(true);
    for (const other of [null, undefined, 'signed-out', { type: 'signed-in' }, {}]) {
      expect(isSignOutMessage(other)).toBe(false);
    }
  });

  it('tells the other tabs (channels of the same name), not the tab that signs out', async () => {
    const heard = vi.fn();
    const stop = onSignOutElsewhere(heard);
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
    announceSignOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does nothing where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(() => announceSignOut()).not.toThrow();
    expect(() => onSignOutElsewhere(() => undefined)()).not.toThrow();
  });
});
