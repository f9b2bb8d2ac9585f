import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/support/memory-storage';
import { captureReferral, keptReferralCode } from './partner-referral';

describe('partner referral (first touch)', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { search: '?partner=p-7k3m9q', kept: 'P-7K3M9Q' },
    { search: '?partner=P-7K3M9Q&utm=x', kept: 'P-7K3M9Q' },
    { search: '?partner=<script>', kept: '' },
    { search: '?partner=', kept: '' },
    { search: '', kept: '' },
  ])('$search keeps $kept', ({ search, kept }) => {
    captureReferral({ search });
    expect(keptReferralCode()).toBe(kept);
  });

  it('keeps the first partner when a second link follows', () => {
    captureReferral({ search: '?partner=P-7K3M9Q' });
    captureReferral({ search: '?partner=P-AAAAAA' });
    expect(keptReferralCode()).toBe('P-7K3M9Q');
  });
});
